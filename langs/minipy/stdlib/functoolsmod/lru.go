package functoolsmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

// lruCache is the state of an lru_cache wrapper: the function, the
// cache (a dict, oldest entry first), its bound (-1: none) and counts.
type lruCache struct {
	fn      Value
	cache   Value
	maxsize int
	typed   bool
	hits    int
	misses  int
	kwdMark Value
	info    Value // the class of cache_info()'s result
}

func (c *lruCache) VisitRoots(visit func(*Value)) {
	visit(&c.fn)
	visit(&c.cache)
	visit(&c.kwdMark)
	visit(&c.info)
}

// initLRU defines _lru_cache_wrapper(user_function, maxsize, typed,
// cache_info_type), the class of lru_cache's wrappers.
func initLRU(v *VM, m *vm.Module) {
	c := v.NewType("_lru_cache_wrapper", "functools")
	mark := v.Tuple([]Value{v.Str("<kwd mark>")})
	m.Set("_kwd_mark", mark)
	v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("_lru_cache_wrapper", a[1:], kw, "user_function", "maxsize", "typed", "cache_info_type")
		if err != nil {
			return 0, err
		}
		if !v.IsCallable(args[0]) {
			return 0, v.Raise("TypeError", "the first argument must be callable")
		}
		size := -1
		if args[1] != vm.None {
			n, err := v.AsIndex(args[1])
			if err != nil {
				return 0, v.Raise("TypeError", "maxsize should be integer or None")
			}
			size = int(max(n, 0))
		}
		typed, err := v.Truth(args[2])
		if err != nil {
			return 0, err
		}
		cls, _ := v.ClassOf(a[0])
		return v.NewInstance(cls, &lruCache{fn: args[0], cache: v.NewDict(), maxsize: size, typed: typed, kwdMark: mark, info: args[3]}), nil
	})
	state := func(v *VM, a []Value, name string) (*lruCache, error) {
		if len(a) > 0 {
			if s, ok := vm.State[*lruCache](v, a[0]); ok {
				return s, nil
			}
		}
		return nil, v.Raise("TypeError", "descriptor '%s' needs an lru_cache wrapper", name)
	}
	v.DefMethod(c, "__call__", func(v *VM, a []Value, kw []string) (Value, error) {
		s, err := state(v, a, "__call__")
		if err != nil {
			return 0, err
		}
		return s.call(v, a[1:], kw)
	})
	v.DefMethod(c, "__get__", func(v *VM, a []Value, kw []string) (Value, error) {
		if len(a) < 2 || a[1] == vm.None {
			return a[0], nil
		}
		return v.BindMethod(a[0], a[1]), nil
	})
	v.DefMethod(c, "cache_info", func(v *VM, a []Value, kw []string) (Value, error) {
		s, err := state(v, a, "cache_info")
		if err != nil {
			return 0, err
		}
		size := vm.None
		if s.maxsize >= 0 {
			size = v.Int(int64(s.maxsize))
		}
		return v.Call(s.info, []Value{v.Int(int64(s.hits)), v.Int(int64(s.misses)), size, v.Int(int64(v.DictLen(s.cache)))}, nil)
	})
	v.DefMethod(c, "cache_clear", func(v *VM, a []Value, kw []string) (Value, error) {
		s, err := state(v, a, "cache_clear")
		if err != nil {
			return 0, err
		}
		v.DictClear(s.cache)
		s.hits, s.misses = 0, 0
		return vm.None, nil
	})
	v.DefMethod(c, "cache_parameters", func(v *VM, a []Value, kw []string) (Value, error) {
		s, err := state(v, a, "cache_parameters")
		if err != nil {
			return 0, err
		}
		d := v.NewDict()
		size := vm.None
		if s.maxsize >= 0 {
			size = v.Int(int64(s.maxsize))
		}
		if err := v.DictSet(d, v.Str("maxsize"), size); err != nil {
			return 0, err
		}
		return d, v.DictSet(d, v.Str("typed"), vm.Bool(s.typed))
	})
	v.DefMethod(c, "__reduce__", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.GetAttr(a[0], "__qualname__")
	})
	v.DefMethod(c, "__copy__", func(v *VM, a []Value, kw []string) (Value, error) { return a[0], nil })
	v.DefMethod(c, "__deepcopy__", func(v *VM, a []Value, kw []string) (Value, error) { return a[0], nil })
	m.Set("_lru_cache_wrapper", c.Value())
}

// key is the cache key of a call, as CPython's _make_key makes it: the
// arguments, then a mark and the keyword items, then (typed) the
// arguments' types; a lone int or str argument is its own key.
func (s *lruCache) key(v *VM, args []Value, kw []string) Value {
	npos := len(args) - len(kw)
	if len(kw) == 0 && len(args) == 1 && !s.typed {
		if t := v.TypeName(args[0]); t == "int" || t == "str" {
			return args[0]
		}
	}
	items := append([]Value(nil), args[:npos]...)
	if len(kw) > 0 {
		items = append(items, s.kwdMark)
		for i, k := range kw {
			items = append(items, v.Str(k), args[npos+i])
		}
	}
	if s.typed {
		for _, x := range args[:npos] {
			items = append(items, v.TypeOf(x).Value())
		}
		for _, x := range args[npos:] {
			items = append(items, v.TypeOf(x).Value())
		}
	}
	return v.Tuple(items)
}

func (s *lruCache) call(v *VM, args []Value, kw []string) (Value, error) {
	if s.maxsize == 0 {
		s.misses++
		return v.Call(s.fn, args, kw)
	}
	key := s.key(v, args, kw)
	r, ok, err := v.DictGet(s.cache, key)
	if err != nil {
		return 0, err
	}
	if ok {
		s.hits++
		if s.maxsize > 0 {
			// most recently used last
			if _, err := v.DictDel(s.cache, key); err != nil {
				return 0, err
			}
			if err := v.DictSet(s.cache, key, r); err != nil {
				return 0, err
			}
		}
		return r, nil
	}
	s.misses++
	r, err = v.Call(s.fn, args, kw)
	if err != nil {
		return 0, err
	}
	if _, ok, err := v.DictGet(s.cache, key); err != nil || ok {
		// a recursive call cached it meanwhile
		return r, err
	}
	if s.maxsize > 0 && v.DictLen(s.cache) >= s.maxsize {
		if old, ok := v.DictFirstKey(s.cache); ok {
			if _, err := v.DictDel(s.cache, old); err != nil {
				return 0, err
			}
		}
	}
	return r, v.DictSet(s.cache, key, r)
}
