import { Component, type ReactNode } from 'react';

/** Test error boundary: shows what a child threw as an alert instead of unmounting the tree. */
export class CatchErrors extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}
