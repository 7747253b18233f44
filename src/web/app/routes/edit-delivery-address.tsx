import { SampleAddressForm } from '../../components/address-form/sample-address-form.tsx';

export function Component() {
  return (
    <SampleAddressForm
      title="Edit delivery address"
      intro="Update the address where providers can find you."
    />
  );
}
