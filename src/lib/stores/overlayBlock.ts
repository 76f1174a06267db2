import { create } from 'zustand';

export interface OverlayBlockState {
  visible: boolean;
  message: string;
  show(message?: string): void;
  hide(): void;
}

/** The global overlay block of spec section 4: a visible flag and a message. */
export const useOverlayBlock = create<OverlayBlockState>()((set) => ({
  visible: false,
  message: '',
  show: (message = '') => set({ visible: true, message }),
  hide: () => set({ visible: false, message: '' }),
}));
