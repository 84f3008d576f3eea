// TEMPORARY STUB until h-charts merges: the lead drops this commit.
export interface StructureNode {
  id: string;
  name: string;
  pages: number;
  worst?: "error" | "warning" | "notice";
  url?: string;
  children: readonly StructureNode[];
}
export interface StructureTreeProps {
  title: string;
  root: StructureNode;
  className?: string;
  initiallyExpandedDepth?: number;
}

function Branch({ node }: { node: StructureNode }) {
  return (
    <li>
      {node.name} ({node.pages} {node.pages === 1 ? "page" : "pages"}
      {node.worst ? `, worst: ${node.worst}` : ""})
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function StructureTree({ title, root, className }: StructureTreeProps) {
  return (
    <div
      role="region"
      aria-label={title}
      tabIndex={0}
      className={className}
      style={{ maxWidth: "100%", overflow: "auto" }}
    >
      <ul>
        <Branch node={root} />
      </ul>
    </div>
  );
}
export default StructureTree;
