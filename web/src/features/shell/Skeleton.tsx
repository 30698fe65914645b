/** Holds a place while its code or data arrives, so nothing jumps: a busy box of grey blocks. */
export function Skeleton({ className, blocks }: { className: string; blocks: readonly string[] }) {
  return (
    <div className={className} aria-busy="true">
      {blocks.map((block, index) => (
        <div key={index} className={block} />
      ))}
    </div>
  );
}
