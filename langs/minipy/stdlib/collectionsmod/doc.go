// Package collectionsmod is minipy's _collections module, the Go part
// of collections (whose Python part is stdlib/lib/collections): deque,
// a ring buffer with CPython 3.11's methods and messages, and
// _count_elements, the counting loop of Counter.
package collectionsmod
