import { cx } from '@phonehub/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '../../../components/product/product-image';

/** The main picture and a row of thumbnails (buttons; arrow keys, Home and End move between them). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(0, count - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="gallery">
      <ProductImage
        className="gallery__main"
        src={images[current]}
        alt={count > 1 ? `${name}, image ${current + 1} of ${count}` : name}
        loading="eager"
        width={800}
        height={800}
      />
      {count > 1 && (
        <div className="gallery__thumbs" role="group" aria-label="Product images" onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className={cx('gallery__thumb', i === current && 'is-selected')}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-pressed={i === current}
              onClick={() => setSelected(i)}
            >
              <ProductImage src={src} alt="" width={96} height={96} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
