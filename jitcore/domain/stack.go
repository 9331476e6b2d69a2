package domain

// Encode is a language's frames as the JIT sees them, through its
// frame codec: what Stack.Frames returns.
func Encode[F, V any](frames []F, codec func(F) Frame[V]) []Frame[V] {
	out := make([]Frame[V], len(frames))
	for i, f := range frames {
		out[i] = codec(f)
	}
	return out
}

// Decode is frames with its top n replaced by the JIT's frames with,
// through the language's frame codec (which copies what it keeps): what
// Stack.Replace does.
func Decode[F, V any](frames []F, n int, with []Frame[V], codec func(Frame[V]) F) []F {
	frames = frames[:len(frames)-n]
	for _, g := range with {
		frames = append(frames, codec(g))
	}
	return frames
}
