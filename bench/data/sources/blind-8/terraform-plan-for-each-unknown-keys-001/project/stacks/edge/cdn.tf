resource "terraform_data" "origin" {
  for_each = toset(var.services)
  input = {
    service = each.key
    host    = "${each.key}.origin.internal"
  }
}

# one cache policy per origin, keyed by the origin's generated id
resource "terraform_data" "cache_policy" {
  for_each = toset([for o in terraform_data.origin : o.id])
  input = {
    origin_id = each.key
    ttl       = 3600
  }
}
