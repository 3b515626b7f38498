import { FilterOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** A small popover (antd's Popover is not in the shared set): closes on Escape and on a press outside. */
export function FilterPopover({ label, children }: { label: string; children: (close: () => void) => React.ReactNode }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div ref={ref} style={{ position: 'relative' }} onKeyDown={(event) => (event.key === 'Escape' ? setOpen(false) : undefined)}>
      <Button icon={<FilterOutlined aria-hidden />} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen((value) => !value)}>
        {label}
      </Button>
      {open ? (
        <div
          role="dialog"
          aria-label={label}
          style={{
            position: 'absolute',
            insetInlineEnd: 0,
            top: 'calc(100% + 6px)',
            zIndex: 1000,
            width: 300,
            padding: 16,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
