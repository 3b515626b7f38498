import { render, screen } from '@testing-library/react';
import { PlainCard } from '../plain-card';

test('a frame with the div attributes given, the cover above the body, the body style applied', () => {
  const onClick = jest.fn();
  render(
    <PlainCard
      role="article"
      aria-label="Milk"
      data-layout="vertical"
      onClick={onClick}
      cover={<img alt="Milk" />}
      styles={{ body: { padding: 12 } }}
    >
      <span>1 l</span>
    </PlainCard>,
  );
  const card = screen.getByRole('article', { name: 'Milk' });
  expect(card).toHaveClass('sf-plain-card');
  expect(card).not.toHaveClass('sf-plain-card-hoverable');
  expect(card).toHaveAttribute('data-layout', 'vertical');
  const [cover, body] = Array.from(card.children);
  expect(cover).toHaveClass('sf-plain-card-cover');
  expect(cover).toContainElement(screen.getByRole('img', { name: 'Milk' }));
  expect(body).toHaveClass('sf-plain-card-body');
  expect(body).toHaveStyle({ padding: '12px' });
  screen.getByText('1 l').click();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('antd Card defaults: 24 px of padding, a border, no cover; hoverable adds the hover rule once', () => {
  render(
    <>
      <PlainCard hoverable aria-label="one">
        x
      </PlainCard>
      <PlainCard hoverable aria-label="two">
        y
      </PlainCard>
    </>,
  );
  const card = screen.getByLabelText('one');
  expect(card).toHaveClass('sf-plain-card-hoverable');
  expect(card.querySelector('.sf-plain-card-cover')).toBeNull();
  expect(card.querySelector('.sf-plain-card-body')).toHaveStyle({ padding: '24px' });
  expect(card.style.border).toMatch(/1px solid/);
  expect(document.head.querySelectorAll('style[data-href="sf-plain-card"]')).toHaveLength(1);
});
