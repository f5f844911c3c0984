Text("New")
