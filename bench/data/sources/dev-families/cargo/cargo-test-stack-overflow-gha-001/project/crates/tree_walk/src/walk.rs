pub enum Node {
    Leaf(u32),
    List(Vec<Node>),
}

pub fn depth(node: &Node) -> usize {
    let scratch = [0u64; 96];
    match node {
        Node::Leaf(_) => 1 + scratch[0] as usize,
        Node::List(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
    }
}

pub fn nest(levels: usize) -> Node {
    let mut node = Node::Leaf(0);
    for _ in 0..levels {
        node = Node::List(vec![node]);
    }
    node
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_document() {
        assert_eq!(depth(&nest(3)), 4);
    }

    #[test]
    fn deeply_nested_document() {
        let doc = nest(2_000_000);
        assert!(depth(&doc) > 1_000);
        std::mem::forget(doc);
    }
}
