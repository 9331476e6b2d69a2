a loop whose body runs exactly once
+[>++++++++++.<-]
