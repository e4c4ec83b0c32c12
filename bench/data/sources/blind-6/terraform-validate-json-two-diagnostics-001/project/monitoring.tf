resource "terraform_data" "alarms" {
  input = {
    name = "${var.env}-alarms"
  }
  tags = local.labels
}
