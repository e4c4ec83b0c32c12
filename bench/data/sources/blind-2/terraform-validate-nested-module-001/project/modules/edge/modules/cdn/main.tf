resource "terraform_data" "origin" {
  for_each = toset(var.origins)
  input = {
    hostname = each.value
    shield   = "${var.environment}-shield"
  }
}

resource "terraform_data" "distribution" {
  input = {
    name    = "${var.environment}-cdn"
    origins = [for o in terraform_data.origin : o.output.hostname]
  }
}

resource "terraform_data" "purge_hook" {
  triggers_replace = [terraform_data.distribution.outputs.name]
  input = {
    url = "https://hooks.example.net/purge/${var.environment}"
  }
}
