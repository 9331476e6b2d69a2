start at 254 and subtract 7 per step until wrap hits zero; add 4 to next cell each step
--[------->++++<]>.
>++++++++++.
