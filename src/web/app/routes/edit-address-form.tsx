import { SampleAddressForm } from '../../components/address-form/sample-address-form.tsx';

export function Component() {
  return <SampleAddressForm title="Edit address" intro="Change the details of a saved address." />;
}
