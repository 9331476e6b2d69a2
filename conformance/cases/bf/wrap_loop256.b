cells f x t w
w gets 65
>>>+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++<<<
flag f set then loop and cleared at the top of each pass
+[[-]
>+ x incr
[-<+>>+<] x into f and t
>[-<+>] t back into x
>+ w incr
<<<]
>>>.
>++++++++++.
