resource "terraform_data" "route" {
  for_each = {
    for pair in setproduct(var.regions, var.services) : "${pair[0]}-${pair[1]}" => pair
  }
  input = {
    region  = each.value[0]
    service = each.value[1]
    weight  = 100
  }
}
