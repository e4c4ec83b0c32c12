env = "prod"
app = "billing"
