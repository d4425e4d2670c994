import { Button, buttonClass, CheckCircleIcon } from '@phonehub/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

export const COPIED = 'Copied';
export const COPY_FAILED = 'Copying is blocked here: select the tracking ID and copy it yourself.';
/** How long the Copy button says "Copied". */
const COPIED_FOR_MS = 2500;

export interface TradeConfirmationProps {
  trackingCode: string;
  signedIn: boolean;
  onStartOver: () => void;
}

/**
 * What a submitted trade leaves on screen: the tracking ID in the page (not only in a toast), a
 * Copy button, and the way to the track page with the ID filled in.
 */
export function TradeConfirmation({ trackingCode, signedIn, onStartOver }: TradeConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // Keyboard and screen-reader users start at the news, as sighted ones do at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyCode = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(trackingCode);
      setCopy('copied');
    } catch {
      // Without clipboard access the code is selected, ready for the keyboard's copy.
      const selection = window.getSelection();
      if (selection && codeRef.current) selection.selectAllChildren(codeRef.current);
      setCopy('failed');
    }
  };

  const trackHref = `/track?id=${encodeURIComponent(trackingCode)}`;
  return (
    <section className="trade-wizard__panel trade-confirmation" aria-labelledby="trade-confirmation-title">
      <div className="trade-confirmation__head">
        <CheckCircleIcon size={28} className="trade-confirmation__icon" />
        <h2 id="trade-confirmation-title" ref={headingRef} tabIndex={-1} className="trade-wizard__title">
          Trade submitted
        </h2>
      </div>
      <p>
        Save your tracking ID: you'll need it to track your trade
        {signedIn ? ', and you can also follow it from your trade-ins.' : '.'}
      </p>
      <div className="trade-confirmation__code-row">
        <p className="trade-confirmation__code-label" id="trade-confirmation-code-label">
          Tracking ID
        </p>
        <strong
          ref={codeRef}
          className="trade-code trade-confirmation__code"
          data-testid="trade-tracking-code"
        >
          {trackingCode}
        </strong>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyCode()}
          aria-describedby="trade-confirmation-code-label"
        >
          {copy === 'copied' ? COPIED : 'Copy'}
        </Button>
      </div>
      <p role="status" className={copy === 'failed' ? 'ph-field-error' : 'ph-visually-hidden'}>
        {copy === 'copied' ? `${COPIED}: ${trackingCode}` : copy === 'failed' ? COPY_FAILED : ''}
      </p>
      <div className="form-actions trade-confirmation__actions">
        <Link className={buttonClass()} to={trackHref}>
          Track a trade-in
        </Link>
        {signedIn && (
          <Link className={buttonClass({ variant: 'outline' })} to="/dashboard">
            My trade-ins
          </Link>
        )}
        <Button variant="ghost" onClick={onStartOver}>
          Trade in another device
        </Button>
      </div>
    </section>
  );
}
