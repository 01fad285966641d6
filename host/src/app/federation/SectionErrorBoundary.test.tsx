import { render, screen } from '@testing-library/react';
import { onRemoteFailure, type RemoteFailure } from './remoteFailures';
import { SectionErrorBoundary } from './SectionErrorBoundary';

function Throws(): never {
  throw new Error('section crashed');
}

it('contains a section that throws while rendering to its fallback, and reports the remote', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failures: RemoteFailure[] = [];
  const stop = onRemoteFailure((failure) => failures.push(failure));
  render(
    <div>
      <p>shell</p>
      <SectionErrorBoundary remote="leads" module="Section" fallback={<p>fallback</p>}>
        <Throws />
      </SectionErrorBoundary>
    </div>,
  );
  stop();
  expect(screen.getByText('shell')).toBeInTheDocument();
  expect(screen.getByText('fallback')).toBeInTheDocument();
  expect(failures).toEqual([
    expect.objectContaining({ remote: 'leads', module: 'Section', phase: 'render' }),
  ]);
  jest.restoreAllMocks();
});
