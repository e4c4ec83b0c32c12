output "network_id" {
  value = module.network.id
}
