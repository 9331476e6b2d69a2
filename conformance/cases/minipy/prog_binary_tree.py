class Tree:
    def __init__(self):
        self.root = None
    def insert(self, key):
        def ins(node):
            if node is None:
                return [key, None, None]
            if key < node[0]:
                node[1] = ins(node[1])
            elif key > node[0]:
                node[2] = ins(node[2])
            return node
        self.root = ins(self.root)
    def inorder(self):
        def walk(node):
            if node:
                yield from walk(node[1])
                yield node[0]
                yield from walk(node[2])
        return list(walk(self.root))
    def height(self, node="root"):
        if node == "root":
            node = self.root
        return 0 if node is None else 1 + max(self.height(node[1]), self.height(node[2]))
t = Tree()
for k in [50, 30, 70, 20, 40, 60, 80, 30, 65]:
    t.insert(k)
print(t.inorder(), t.height())
