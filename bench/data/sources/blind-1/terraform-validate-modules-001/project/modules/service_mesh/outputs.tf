output "ids" {
  value = [terraform_data.service_mesh_0.id]
}
