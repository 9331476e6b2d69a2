package ic

import (
	"errors"
	"fmt"
)

// ShapeID identifies a shape within its Tree. It fits the 32-bit class field
// of a heap object header. Id 0 is never a shape, so a zeroed header or cache
// entry never matches one.
type ShapeID uint32

// DefaultMaxShapes is the shape limit of a Tree made with NewTree(0).
const DefaultMaxShapes = 1 << 20

// ErrTooManyShapes is returned when a Tree reaches its shape limit; the
// language should then give the object a dictionary representation.
var ErrTooManyShapes = errors.New("ic: too many shapes")

// Tree holds every shape of one language runtime: one root per Class and the
// transitions from each shape to its children. It is not safe for
// concurrent use.
type Tree struct {
	shapes []*Shape // by id; shapes[0] is nil
	max    int
}

// NewTree makes an empty tree that allows at most maxShapes shapes
// (DefaultMaxShapes if 0).
func NewTree(maxShapes int) *Tree {
	if maxShapes <= 0 {
		maxShapes = DefaultMaxShapes
	}
	return &Tree{shapes: make([]*Shape, 1), max: maxShapes}
}

// Shape is an immutable layout: the attribute names an object has, in the
// order they were added, each at its slot index (the order). Objects that got
// the same attributes in the same order from the same class share a Shape.
type Shape struct {
	id       ShapeID
	class    *Class
	parent   *Shape
	name     string // the attribute the transition from parent added
	slots    int    // number of attributes; name is at slot slots-1
	children map[string]*Shape
	index    map[string]int // built on the first Lookup of a deep shape
}

// indexDepth is the depth from which Lookup builds a map instead of walking
// the chain of parents.
const indexDepth = 8

func (t *Tree) newShape(c *Class, parent *Shape, name string) (*Shape, error) {
	if len(t.shapes) > t.max {
		return nil, fmt.Errorf("%w (limit %d)", ErrTooManyShapes, t.max)
	}
	s := &Shape{id: ShapeID(len(t.shapes)), class: c, parent: parent, name: name}
	if parent != nil {
		s.slots = parent.slots + 1
	}
	t.shapes = append(t.shapes, s)
	return s, nil
}

// Shape returns the shape with the given id, or nil.
func (t *Tree) Shape(id ShapeID) *Shape {
	if int(id) >= len(t.shapes) {
		return nil
	}
	return t.shapes[id]
}

// NumShapes returns the number of shapes in the tree.
func (t *Tree) NumShapes() int { return len(t.shapes) - 1 }

// ID returns the shape's id.
func (s *Shape) ID() ShapeID { return s.id }

// Class returns the class whose root the shape grows from.
func (s *Shape) Class() *Class { return s.class }

// NumSlots returns the number of attributes, i.e. slots, of the shape.
func (s *Shape) NumSlots() int { return s.slots }

// Names returns the attribute names in slot order.
func (s *Shape) Names() []string {
	names := make([]string, s.slots)
	for p := s; p.parent != nil; p = p.parent {
		names[p.slots-1] = p.name
	}
	return names
}

// Add returns the shape of an object of shape s that gets the attribute
// name: the cached child if any object took this transition before, else a
// new shape. If s already has name, Add returns s. It fails only at the
// tree's shape limit.
func (s *Shape) Add(name string) (*Shape, error) {
	if c, ok := s.children[name]; ok {
		return c, nil
	}
	if _, ok := s.Lookup(name); ok {
		return s, nil
	}
	c, err := s.class.tree.newShape(s.class, s, name)
	if err != nil {
		return nil, err
	}
	if s.children == nil {
		s.children = make(map[string]*Shape)
	}
	s.children[name] = c
	return c, nil
}

// Lookup returns the slot index of the attribute name, or false.
func (s *Shape) Lookup(name string) (int, bool) {
	if s.slots < indexDepth {
		for p := s; p.parent != nil; p = p.parent {
			if p.name == name {
				return p.slots - 1, true
			}
		}
		return 0, false
	}
	if s.index == nil {
		s.index = make(map[string]int, s.slots)
		for p := s; p.parent != nil; p = p.parent {
			s.index[p.name] = p.slots - 1
		}
	}
	i, ok := s.index[name]
	return i, ok
}

func (s *Shape) String() string {
	return fmt.Sprintf("shape#%d%v", s.id, s.Names())
}
