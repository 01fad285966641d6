import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from './remoteFailures';

/** Props of {@link SectionErrorBoundary}. */
export interface SectionErrorBoundaryProps {
  readonly remote: string;
  /** The exposed module rendered, e.g. `Section`. */
  readonly module: string;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Contains a remote's rendering failure to its own section (docs/architecture.md "Remotes"): the error is reported
 * with the remote's name and version, and the fallback shown; the shell keeps working.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRemoteFailure({ remote: this.props.remote, module: this.props.module, phase: 'render', error });
    console.error(info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
