move right and increment ten times then come back and print both
>++++++++++<.>.
