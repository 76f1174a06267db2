import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialog } from '@/lib/stores/dialog';
import { GlobalDialog } from './GlobalDialog';
import { Overlay } from './Overlay';

const show = (fn: () => void) => act(fn);

describe('GlobalDialog', () => {
  beforeEach(() => act(() => useDialog.getState().close()));

  it('renders nothing while hidden', () => {
    render(<GlobalDialog />);
    expect(screen.queryByTestId('global-dialog')).toBeNull();
  });

  it('shows an error with title FAILED, message, code and path; Enter presses OK and closes it', async () => {
    render(<GlobalDialog />);
    show(() => useDialog.getState().error({ message: 'Request failed', code: 'AxiosError', path: '/news' }));
    expect(screen.getByRole('alertdialog', { name: 'FAILED' })).toBeInTheDocument();
    expect(screen.getByText('Request failed')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-code')).toHaveTextContent('AxiosError');
    expect(screen.getByTestId('dialog-path')).toHaveTextContent('/news');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByTestId('global-dialog')).toBeNull();
    expect(useDialog.getState()).toMatchObject({ isVisible: false, message: '', code: '' });
  });

  it('confirm answers y and n', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(<GlobalDialog />);
    show(() => useDialog.getState().confirm({ message: 'Sure?', onOk, onCancel }));
    expect(screen.getByRole('alertdialog', { name: 'CONFIRM' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'x' });
    expect(screen.getByTestId('global-dialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'y' });
    expect(onOk).toHaveBeenCalledOnce();
    show(() => useDialog.getState().confirm({ message: 'Again?', onOk, onCancel }));
    fireEvent.keyDown(document, { key: 'N' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('global-dialog')).toBeNull();
  });

  it('success and info show their titles, info its INFO code', () => {
    render(<GlobalDialog />);
    show(() => useDialog.getState().success('Done'));
    expect(screen.getByRole('dialog', { name: 'SUCCESS' })).toBeInTheDocument();
    show(() => useDialog.getState().info('Note'));
    expect(screen.getByRole('dialog', { name: 'INFO' })).toBeInTheDocument();
    expect(screen.getByTestId('dialog-code')).toHaveTextContent('INFO');
  });

  it('sits on top of an open overlay: Escape closes only the dialog', () => {
    const onClosed = vi.fn();
    render(
      <>
        <Overlay open exitMs={10} label="Panel" onClosed={onClosed}>
          panel
        </Overlay>
        <GlobalDialog />
      </>,
    );
    show(() => useDialog.getState().error({ message: 'x', code: 'Q' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('global-dialog')).toBeNull();
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-phase', 'open');
    expect(onClosed).not.toHaveBeenCalled();
  });
});
