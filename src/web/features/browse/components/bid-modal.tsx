import { Button, Divider, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNote } from '@tabler/icons-react';

/** Sample data of the static mock (spec: "a static mock private-note/bid modal"). */
const SAMPLE_LISTING = {
  title: 'Sample listing: garden shed, assembled on site',
  currentBid: '$120.00',
  reserve: 'Reserve met',
  closes: 'Closes Thu, 5 Mar',
};
const SHIPPING_OPTIONS = [
  { value: 'pickup', label: 'Pick up (free)' },
  { value: 'courier', label: 'Courier, North Island: $15.00' },
  { value: 'rural', label: 'Rural delivery: $25.00' },
];

/**
 * The static mock private-note/bid modal: sample listing data, shipping options and a
 * 'Place bid' button that is deliberately not wired to anything.
 */
export function BidModal() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconNote size={18} aria-hidden="true" />}
        onClick={open}
      >
        Private note
      </Button>
      <Modal opened={opened} onClose={close} title="Private note" centered>
        <Stack gap="sm">
          <Text fw={600}>{SAMPLE_LISTING.title}</Text>
          <Group gap="lg">
            <div>
              <Text size="xs" c="dimmed">
                Current bid
              </Text>
              <Text fw={700}>{SAMPLE_LISTING.currentBid}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Reserve
              </Text>
              <Text>{SAMPLE_LISTING.reserve}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Closing
              </Text>
              <Text>{SAMPLE_LISTING.closes}</Text>
            </div>
          </Group>
          <Divider />
          <Radio.Group label="Shipping options" defaultValue="pickup">
            <Stack gap={6} mt={6}>
              {SHIPPING_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label="Note" placeholder="A private note for yourself" autosize minRows={2} />
          {/* Not wired to anything, as the spec says. */}
          <Button type="button">Place bid</Button>
        </Stack>
      </Modal>
    </>
  );
}
