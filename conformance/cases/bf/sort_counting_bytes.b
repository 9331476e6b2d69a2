counting sort of input bytes
slot i uses three cells called marker then carry then count
read phase
>,[[-[->>>+<<<]>>><[-]+>]>+<<[<<<]>,]
output phase
>[-<.>]<+[->>>+<<<]>>><[>>[-<.>]<+[->>>+<<<]>>><]
