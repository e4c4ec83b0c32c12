variable "vpc_id" {
  type = string
}

resource "null_resource" "gateway_endpoints" {
  triggers = {
    vpc_id   = var.vpc_id
    services = "s3,dynamodb"
  }
}
