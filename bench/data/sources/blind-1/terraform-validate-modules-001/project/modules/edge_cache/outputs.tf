output "ids" {
  value = [terraform_data.edge_cache_0.id]
}
