four times five times six into cell three
++++[>+++++[>++++++[>+<-]<-]<-]>>>.
[-]++++++++++.
