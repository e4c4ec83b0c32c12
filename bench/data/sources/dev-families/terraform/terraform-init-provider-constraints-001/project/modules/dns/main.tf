terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "< 5.0"
    }
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = ">= 4.0"
    }
  }
}

variable "zone" {
  type = string
}

resource "terraform_data" "record" {
  input = "api.${var.zone}"
}
