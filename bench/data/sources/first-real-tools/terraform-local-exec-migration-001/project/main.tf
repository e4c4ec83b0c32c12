terraform {
  required_version = ">= 1.5.0"
}

output "last_shard" {
  value = terraform_data.shard_047.output.name
}
