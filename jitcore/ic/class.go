package ic

import "slices"

// Class is what a language mutates independently of instance layouts
// (methods, class attributes): it owns a root shape and a version that every
// mutation bumps. Inline cache entries are keyed by shape and version, so a
// bump makes them miss; compiled code that assumed a version registers a
// watcher to be invalidated.
type Class struct {
	tree     *Tree
	name     string
	root     *Shape
	version  uint64
	watchers []watcher
	nextID   uint64
}

type watcher struct {
	id uint64
	fn func()
}

// NewClass makes a class with its own root shape (no attributes).
func (t *Tree) NewClass(name string) (*Class, error) {
	c := &Class{tree: t, name: name}
	root, err := t.newShape(c, nil, "")
	if err != nil {
		return nil, err
	}
	c.root = root
	return c, nil
}

// Name returns the class's name.
func (c *Class) Name() string { return c.name }

// Root returns the shape of an instance with no attributes.
func (c *Class) Root() *Shape { return c.root }

// Version returns the class's version; it starts at 0.
func (c *Class) Version() uint64 { return c.version }

// Mutate records that the class changed: the version goes up and every
// watcher runs once, in registration order, and is dropped.
func (c *Class) Mutate() {
	c.version++
	ws := c.watchers
	c.watchers = nil
	for _, w := range ws {
		w.fn()
	}
}

// Watch registers fn to run at the next Mutate (once), for compiled code that
// assumed the current version. The returned cancel unregisters it (a no-op
// once fn ran).
func (c *Class) Watch(fn func()) (cancel func()) {
	c.nextID++
	id := c.nextID
	c.watchers = append(c.watchers, watcher{id, fn})
	return func() {
		for i, w := range c.watchers {
			if w.id == id {
				c.watchers = slices.Delete(c.watchers, i, i+1)
				return
			}
		}
	}
}
