import type { Address, DeliveryAddressesProps } from '@storefront/contract';
import { API, createTestServer, makeCustomer, renderWithProviders, type TestSession } from '@storefront/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { DeliveryAddresses } from '../delivery-addresses';
import { GUEST_CONTACT_KEY } from '../../utils/guest-contact';

const server = createTestServer();

const LOCATION = '12 Market Street, Springfield';
const customer: TestSession = { token: 'customer-token', zoneId: '[1]', location: LOCATION, latLng: { lat: 23.8, lng: 90.4 } };
const guest: TestSession = { guestId: 'guest-1', zoneId: '[1]', location: LOCATION, latLng: { lat: 23.8, lng: 90.4 } };

function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    address_type: 'home',
    address_label: null,
    contact_person_name: 'Jane Doe',
    contact_person_number: '+15550100100',
    address: '41 West 40th Street, New York',
    latitude: '40.7529',
    longitude: '-73.9838',
    zone_id: 1,
    zone_ids: [1],
    road: null,
    house: null,
    floor: null,
    additional_information: null,
    ...overrides,
  };
}

const home = makeAddress();
const office = makeAddress({ id: 2, address_type: 'office', address: '200 Broadway, New York' });
const brooklyn = makeAddress({ id: 3, address_type: 'other', address: '150 Bedford Avenue, Brooklyn', zone_id: 2, zone_ids: [2] });

/** The saved-address API of one customer: answers the list, records what add sends. */
function addressBackend(initial: Address[]) {
  const state = { addresses: [...initial], listCalls: 0, added: [] as Record<string, unknown>[], updated: [] as [string, unknown][] };
  server.use(
    http.get(`${API}/customer/address/list`, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer customer-token');
      state.listCalls += 1;
      return HttpResponse.json({ total_size: state.addresses.length, limit: 100, offset: 1, addresses: state.addresses });
    }),
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer())),
    http.post(`${API}/customer/address/add`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.added.push(body);
      state.addresses.unshift(makeAddress({ ...(body as Partial<Address>), id: 50 }));
      return HttpResponse.json({ message: 'Successfully added!', zone_ids: [1] });
    }),
    http.put(`${API}/customer/address/update/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<Address>;
      state.updated.push([String(params.id), body]);
      state.addresses = state.addresses.map((address) => (address.id === Number(params.id) ? { ...address, ...body } : address));
      return HttpResponse.json({ message: 'Updated successfully.', zone_ids: [1] });
    }),
  );
  return state;
}

function renderPanel(session: TestSession, props: Partial<DeliveryAddressesProps> = {}) {
  const onChange = jest.fn<void, [Address | null]>();
  function Checkout() {
    const [value, setValue] = useState<Address | null>(props.value ?? null);
    return (
      <DeliveryAddresses
        storeZoneId={1}
        orderType="delivery"
        {...props}
        value={value}
        onChange={(address) => {
          onChange(address);
          setValue(address);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Checkout />, { session }), onChange };
}

type User = ReturnType<typeof renderWithProviders>['user'];
/** Types a whole value at once (a paste): keystroke by keystroke is slow with antd's inputs. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The form tests fill whole antd modals: on a loaded two-core machine they take longer than the default 20 s. */
const FORM_TEST_TIMEOUT = 60_000;

const dialog = (name: string) => screen.findByRole('dialog', { name });
/**
 * The one open dialog, checked by its title. For a dialog opened from a button with a tooltip:
 * under test antd gives every generated id the same value, so the dialog's name resolves to the tooltip.
 */
async function onlyDialog(title: string) {
  const found = await screen.findByRole('dialog');
  expect(within(found).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return found;
}

test('a customer gets the first address inside the store zone, then picks another one in Saved Addresses, held until Select', async () => {
  addressBackend([home, office]);
  const { user, onChange } = renderPanel(customer);

  expect(await screen.findByRole('heading', { name: 'Delivery Addresses' })).toBeInTheDocument();
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  expect(onChange).toHaveBeenLastCalledWith(home);
  expect(await screen.findByText(home.address)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
  const saved = await dialog('Saved Addresses');
  expect(within(saved).getByRole('radio', { name: /Home/ })).toBeChecked();
  await user.click(within(saved).getByRole('radio', { name: /Office/ }));
  expect(onChange).toHaveBeenCalledTimes(1);

  await user.click(within(saved).getByRole('button', { name: 'Select' }));
  expect(onChange).toHaveBeenLastCalledWith(office);
  expect(await screen.findByText('New delivery address selected.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved Addresses' })).toBeNull());
  expect(screen.getByText(office.address)).toBeInTheDocument();

  // Cancel keeps the choice as it was
  await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
  const again = await dialog('Saved Addresses');
  await user.click(within(again).getByRole('radio', { name: /Home/ }));
  await user.click(within(again).getByRole('button', { name: 'Cancel' }));
  expect(onChange).toHaveBeenCalledTimes(2);
});

test('an address outside the store zone is shown disabled with the reason, and never chosen by default', async () => {
  addressBackend([brooklyn, office]);
  const { user, onChange } = renderPanel(customer);

  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  expect(onChange).toHaveBeenLastCalledWith(office);

  await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
  const saved = await dialog('Saved Addresses');
  const outside = within(saved).getByRole('radio', { name: /Bedford Avenue/ });
  expect(outside).toBeDisabled();
  expect(within(saved).getByText('This address is outside the store’s delivery zone.')).toBeInTheDocument();
  fireEvent.click(outside);
  expect(within(saved).getByRole('radio', { name: /Office/ })).toBeChecked();
});

test('with only addresses outside the zone nothing is selected', async () => {
  const state = addressBackend([brooklyn]);
  const { onChange } = renderPanel(customer);
  await waitFor(() => expect(state.listCalls).toBe(1));
  expect(await screen.findByText('Select a delivery address')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

test("without saved addresses: the list says so and Saved Addresses shows 'Oops' with an add button", async () => {
  addressBackend([]);
  const { user, onChange } = renderPanel(customer);

  expect(await screen.findByText('No saved addresses found to select.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
  const saved = await dialog('Saved Addresses');
  expect(within(saved).getByText('Oops')).toBeInTheDocument();
  expect(within(saved).getByText('You don’t have any saved address yet. please save address to continue')).toBeInTheDocument();
  await user.click(within(saved).getByRole('button', { name: 'Add New Address' }));
  expect(await dialog('Add New Address')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

test(
  "adding an address: the spec's messages, the label replaces the type, the stored location is the place, then refetch and toast",
  async () => {
    const state = addressBackend([]);
    const { user, onChange } = renderPanel(customer);

    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const modal = await dialog('Add New Address');
    expect(within(modal).getByLabelText('Address')).toHaveValue(LOCATION);
    await user.clear(within(modal).getByLabelText('Contact person name'));
    await user.clear(within(modal).getByLabelText('Phone'));
    await user.click(within(modal).getByRole('button', { name: 'Add Address' }));
    expect(await within(modal).findByText('Name is required')).toBeInTheDocument();
    expect(within(modal).getByText('Phone Number is required')).toBeInTheDocument();

    await fill(user, within(modal).getByLabelText('Phone'), 'abc');
    await user.click(within(modal).getByRole('button', { name: 'Add Address' }));
    expect(await within(modal).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(state.added).toHaveLength(0);

    await user.clear(within(modal).getByLabelText('Phone'));
    await fill(user, within(modal).getByLabelText('Phone'), '+1 555 010-0199');
    await fill(user, within(modal).getByLabelText('Contact person name'), 'Sam Lee');
    expect(within(modal).queryByLabelText('Label name')).toBeNull();
    await user.click(within(modal).getByText('Other'));
    await fill(user, within(modal).getByLabelText('Label name'), 'Gym');
    await fill(user, within(modal).getByLabelText('House'), '12B');
    await user.click(within(modal).getByRole('button', { name: 'Add Address' }));

    expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
    expect(state.added).toEqual([
      {
        address_type: 'Gym',
        address_label: 'Gym',
        contact_person_name: 'Sam Lee',
        contact_person_number: '+15550100199',
        contact_person_email: null,
        address: LOCATION,
        latitude: 23.8,
        longitude: 90.4,
        road: null,
        house: '12B',
        floor: null,
        additional_information: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Address' })).toBeNull());
    expect(state.listCalls).toBe(2);
    // the new (and only) address in the zone becomes the selection
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 50, address_type: 'Gym' })));
  },
  FORM_TEST_TIMEOUT,
);

test(
  "without a stored location the address form says 'Address is required'",
  async () => {
    const state = addressBackend([]);
    const { user } = renderPanel({ token: 'customer-token', zoneId: '[1]' });
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const modal = await dialog('Add New Address');
    await user.click(within(modal).getByRole('button', { name: 'Add Address' }));
    expect(await within(modal).findByText('Address is required')).toBeInTheDocument();
    expect(state.added).toHaveLength(0);
  },
  FORM_TEST_TIMEOUT,
);

test(
  'a guest fills the empty contact card; the contact and the stored location make the address, kept across a reload',
  async () => {
    const { user, onChange, unmount } = renderPanel(guest, { orderType: 'take_away' });

    expect(screen.getByText('No Contact Info Added')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit contact info' });
    await user.hover(edit);
    expect(await screen.findByText('Please enter your contact info')).toBeInTheDocument();
    // the hover loaded the tooltip (TooltipOnIntent), which renders the button again
    await user.click(screen.getByRole('button', { name: 'Edit contact info' }));
    const modal = await onlyDialog('Contact info');
    expect(within(modal).getByPlaceholderText('Enter phone number')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Name is required')).toBeInTheDocument();
    expect(within(modal).getByText('Phone Number is required')).toBeInTheDocument();
    expect(within(modal).getByText('Email is required')).toBeInTheDocument();

    await fill(user, within(modal).getByLabelText('Name'), 'Guest Person');
    await fill(user, within(modal).getByLabelText('Phone'), '+880 1711-000000');
    await fill(user, within(modal).getByLabelText('Email'), 'not-an-email');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Must be a valid email')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(within(modal).getByLabelText('Email'));
    await fill(user, within(modal).getByLabelText('Email'), 'guest@example.com');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const expected = expect.objectContaining({
      contact_person_name: 'Guest Person',
      contact_person_number: '+8801711000000',
      contact_person_email: 'guest@example.com',
      address: LOCATION,
      latitude: '23.8',
      longitude: '90.4',
      zone_ids: [1],
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expected));
    expect(screen.getByText('Guest Person')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(GUEST_CONTACT_KEY) ?? '{}')).toMatchObject({ contact_person_name: 'Guest Person' });

    // a reload: the kept contact is shown and reported at once
    const kept = window.localStorage.getItem(GUEST_CONTACT_KEY)!;
    unmount();
    const reloaded = jest.fn();
    function Reloaded() {
      // renderWithProviders starts from empty storage: put back what the browser kept, before the panel reads it
      useState(() => window.localStorage.setItem(GUEST_CONTACT_KEY, kept));
      return <DeliveryAddresses storeZoneId={1} orderType="delivery" value={null} onChange={reloaded} />;
    }
    renderWithProviders(<Reloaded />, { session: guest });
    expect(await screen.findByText('Guest Person')).toBeInTheDocument();
    await waitFor(() => expect(reloaded).toHaveBeenCalledWith(expected));
  },
  FORM_TEST_TIMEOUT,
);

test(
  'a guest in delivery edits the contact with the address details; saved addresses need sign-in',
  async () => {
    const { user, onChange } = renderPanel(guest);

    await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
    expect(await screen.findByText('To select from saved addresses, you need to sign in.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit contact info' }));
    const modal = await onlyDialog('Add New Address');
    expect(within(modal).getByLabelText('Address')).toHaveValue(LOCATION);
    await fill(user, within(modal).getByLabelText('Contact person name'), 'Guest Person');
    await fill(user, within(modal).getByLabelText('Phone'), '5550100111');
    await fill(user, within(modal).getByLabelText('Email'), 'guest@example.com');
    await fill(user, within(modal).getByLabelText('Floor'), '2');
    await user.click(within(modal).getByText('Office'));
    await user.click(within(modal).getByRole('button', { name: 'Add Address' }));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ address_type: 'office', floor: '2', contact_person_number: '5550100111', address: LOCATION }),
      ),
    );
  },
  FORM_TEST_TIMEOUT,
);

test(
  'editing the selected address updates it on the server and reports its new version',
  async () => {
    const state = addressBackend([home, office]);
    const { user, onChange } = renderPanel(customer);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(home));

    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const modal = await dialog('Update Address');
    expect(within(modal).getByLabelText('Address')).toHaveValue(home.address);
    expect(within(modal).getByLabelText('Contact person name')).toHaveValue('Jane Doe');
    expect(within(modal).queryByRole('button', { name: 'Change location' })).toBeNull();
    await fill(user, within(modal).getByLabelText('House'), '7');
    await user.click(within(modal).getByRole('button', { name: 'Update Address' }));

    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    expect(state.updated).toEqual([
      [
        '1',
        expect.objectContaining({ address_type: 'home', address: home.address, latitude: '40.7529', longitude: '-73.9838', house: '7' }),
      ],
    ]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, house: '7' })));
  },
  FORM_TEST_TIMEOUT,
);

test('take_away and embedded hide the header', async () => {
  addressBackend([home]);
  const first = renderPanel(customer, { orderType: 'take_away' });
  await waitFor(() => expect(first.onChange).toHaveBeenCalled());
  expect(screen.queryByRole('heading', { name: 'Delivery Addresses' })).toBeNull();
  first.unmount();

  const second = renderPanel(customer, { embedded: true });
  await waitFor(() => expect(second.onChange).toHaveBeenCalled());
  expect(screen.queryByRole('heading', { name: 'Delivery Addresses' })).toBeNull();
  second.unmount();

  renderPanel(guest);
  expect(screen.getByRole('heading', { name: 'Delivery Addresses' })).toBeInTheDocument();
});
