// The registry of remotes and their exposes: the shell and the remotes mount
// each other by these names, so a misspelt remote, expose or prop fails to
// compile. Each remote's federation.config.cjs must list exactly these exposes
// (a test in this package checks it).

/** Props of each expose; an expose that takes none has `Record<string, never>`. */
export interface RemoteExposes {
  mf_catalogue: { './Routes': NoProps };
  mf_cart: { './Overlays': NoProps; './CartButton': NoProps };
  mf_account: { './Routes': NoProps; './ProfileMenu': NoProps };
  mf_location: { './Overlays': NoProps; './LocationButton': NoProps };
  mf_parcel: { './Routes': NoProps };
}

export type NoProps = Record<string, never>;
export type RemoteName = keyof RemoteExposes;
export type ExposeOf<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposeProps<R extends RemoteName, E extends ExposeOf<R>> = RemoteExposes[R][E];

/**
 * The same registry as values, for checks at build and test time. Partial
 * because RemoteExposes is open to declaration merging (tests add fake
 * remotes); that every deployed remote is listed is checked against the
 * federation configs by remotes.test.ts.
 */
export const remoteExposes = {
  mf_catalogue: ['./Routes'],
  mf_cart: ['./Overlays', './CartButton'],
  mf_account: ['./Routes', './ProfileMenu'],
  mf_location: ['./Overlays', './LocationButton'],
  mf_parcel: ['./Routes'],
} as const satisfies Partial<{ [R in RemoteName]: readonly ExposeOf<R>[] }>;

/** The remote's folder (and deployable) for its federation name. */
export const remoteFolder = (remote: RemoteName) => remote.replace('_', '-');
