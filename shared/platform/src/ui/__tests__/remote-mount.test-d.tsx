// Type-level test, checked by the package's `tsc --noEmit`: each line under
// an expect-error directive must fail to compile (or tsc reports the
// directive as unused), so a misspelt mount is found by the compiler.
import { RemoteMount } from '../remote-mount';

export const mounts = (
  <>
    <RemoteMount remote="mf_cart" expose="./CartButton" compact />
    <RemoteMount remote="mf_account" expose="./ProfileMenu" />
    {/* @ts-expect-error a misspelt expose */}
    <RemoteMount remote="mf_cart" expose="./CartButon" />
    {/* @ts-expect-error an expose of another remote */}
    <RemoteMount remote="mf_cart" expose="./ProfileMenu" />
    {/* @ts-expect-error the kebab-case folder is not the federation name */}
    <RemoteMount remote="mf-cart" expose="./CartButton" />
    {/* @ts-expect-error a prop the expose does not take */}
    <RemoteMount remote="mf_cart" expose="./CartButton" props={{ open: true }} />
  </>
);
