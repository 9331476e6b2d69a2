package bf

import "github.com/alecthomas/participle/v2/lexer"

// expand turns the parsed items into the syntax tree: each Code token
// becomes its runs, I/O commands and innermost loops, with the positions
// they have in src.
func expand(src []byte, items []*item) []*Node {
	var nodes []*Node
	for _, it := range items {
		if l := it.Loop; l != nil {
			nodes = append(nodes, &Node{Pos: l.Pos, Loop: &Loop{Pos: l.Pos, Body: expand(src, l.Body), Close: l.Close}})
			continue
		}
		nodes = append(nodes, expandCode(src, it.Code.Pos, it.Code.Pos.Offset+len(it.Code.Value))...)
	}
	return nodes
}

// expandCode is the nodes of the Code token at pos, which ends at byte
// offset end of src. The lexer guarantees its shape: commands, comments
// and loops that contain no loop.
func expandCode(src []byte, pos lexer.Position, end int) []*Node {
	var nodes []*Node
	var loop *Loop // the innermost loop being read, if any
	add := func(n *Node) {
		if loop != nil {
			loop.Body = append(loop.Body, n)
		} else {
			nodes = append(nodes, n)
		}
	}
	for i := pos.Offset; i < end; {
		pos = positionAt(src, pos, i)
		p, c := pos, src[i]
		switch c {
		case '[':
			loop = &Loop{Pos: p}
			i++
		case ']':
			loop.Close = lexer.Token{Type: tokClose, Value: "]", Pos: p}
			nodes = append(nodes, &Node{Pos: loop.Pos, Loop: loop})
			loop = nil
			i++
		case '+', '-', '<', '>':
			// A run: + and - mixed, or < and > mixed, without comments.
			j := i + 1
			for j < end && sameRun(c, src[j]) {
				j++
			}
			add(&Node{Pos: p, Cmd: string(src[i:j])})
			i = j
		case '.', ',':
			add(&Node{Pos: p, Cmd: string(c)})
			i++
		default:
			i++ // a comment byte
		}
	}
	return nodes
}

// sameRun reports whether d continues a run that started with c.
func sameRun(c, d byte) bool {
	if c == '+' || c == '-' {
		return d == '+' || d == '-'
	}
	return d == '<' || d == '>'
}
