import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link SectionErrorBoundary}. */
export interface SectionErrorBoundaryProps {
  readonly remote: string;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Contains a remote's failure (loading or rendering) to its own section (DESIGN "Remotes"): the
 * error is logged with the remote's name and the fallback shown; the shell keeps working.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote:${this.props.remote}] section failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
