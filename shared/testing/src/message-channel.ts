// antd 6's Select (rc-select) schedules its open/close with MessageChannel,
// which the Jest environment does not provide. A macrotask through setTimeout
// behaves the same for tests.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MacroTaskChannel {
    port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data } as MessageEvent), 0);
      },
    };
  }
  globalThis.MessageChannel = MacroTaskChannel as unknown as typeof MessageChannel;
}

export {};
