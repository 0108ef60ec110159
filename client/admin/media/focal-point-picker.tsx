import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type MouseEvent, useId } from 'react';

// The point of a picture that stays in view when a page crops it: set by a click on the picture, or moved with the
// arrow keys (a twentieth of the picture at a time; a hundredth with Shift).

export interface Focus {
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const percent = (n: number) => `${Math.round(n * 100)} %`;

export function FocalPointPicker({ src, value, onChange }: { src: string; value: Focus; onChange: (focus: Focus) => void }) {
  const helpId = useId();
  const { t } = useLingui();
  const fromLeft = percent(value.x);
  const fromTop = percent(value.y);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.01 : 0.05;
    const moves: Record<string, Focus> = {
      ArrowLeft: { x: value.x - step, y: value.y },
      ArrowRight: { x: value.x + step, y: value.y },
      ArrowUp: { x: value.x, y: value.y - step },
      ArrowDown: { x: value.x, y: value.y + step },
    };
    const moved = moves[event.key];
    if (!moved) return;
    event.preventDefault();
    onChange({ x: clamp(moved.x), y: clamp(moved.y) });
  };
  return (
    <div>
      <div
        className="focal-point-picker"
        role="application"
        tabIndex={0}
        aria-label={t`Focal point: ${fromLeft} from the left, ${fromTop} from the top`}
        aria-describedby={helpId}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt="" draggable={false} />
        <span className="focal-point-marker" style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }} aria-hidden="true" />
      </div>
      <p id={helpId} className="form-text">
        <Trans>Click the part of the picture that must stay in view when a page crops it, or move the point with the arrow keys.</Trans>
      </p>
    </div>
  );
}
