cells 1 to 5 hold 1 then scan right to the first zero and mark it
>+>+>+>+>+<<<<
[>]+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++.
scan back left and stop at cell zero
[<]++++++++++++++++++++++++++++++++++++++++++++++++.
[>]<.
