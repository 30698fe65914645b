import { cloneElement, Component, type ReactElement, type ReactNode } from 'react';

/**
 * Keeps a failure (an unexpected server error, a lost connection while a query loads, content meeting
 * data it did not expect) inside one part of the page: the part shows `fallback`, given a retry, and the
 * route around it stays usable instead of becoming the route's error page. The fallback is handed a
 * `retry` prop that renders the children again.
 */
export class FailureBoundary extends Component<{ children: ReactNode; what: string; fallback: ReactElement<{ retry?: () => void }> }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.what} failed`, error);
  }

  override render() {
    return this.state.failed ? cloneElement(this.props.fallback, { retry: () => this.setState({ failed: false }) }) : this.props.children;
  }
}
