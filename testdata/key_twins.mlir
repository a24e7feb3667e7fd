// Twins a tuning spec must tell apart (issue 55): two 3x3 convolutions (NHWC, 8 -> 16 channels,
// dynamic batch, height and width) that differ only in their strides (1 and 2), and two matmuls
// of a dynamic M by 64x64 weights that differ only in their indexing maps (B and B transposed).
func.func @main(%input: tensor<?x?x?x8xf32>, %filter: tensor<3x3x8x16xf32>, %a: tensor<?x64xf32>,
                %b: tensor<64x64xf32>, %bt: tensor<64x64xf32>)
    -> (tensor<?x?x?x16xf32>, tensor<?x?x?x16xf32>, tensor<?x64xf32>, tensor<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %input, %c0 : tensor<?x?x?x8xf32>
  %h = tensor.dim %input, %c1 : tensor<?x?x?x8xf32>
  %w = tensor.dim %input, %c2 : tensor<?x?x?x8xf32>
  %oh1 = arith.subi %h, %c2 : index
  %ow1 = arith.subi %w, %c2 : index
  %e1 = tensor.empty(%n, %oh1, %ow1) : tensor<?x?x?x16xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  %r1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
          ins(%input, %filter : tensor<?x?x?x8xf32>, tensor<3x3x8x16xf32>)
          outs(%f1 : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  %hs = arith.subi %h, %c3 : index
  %ws = arith.subi %w, %c3 : index
  %hd = arith.divui %hs, %c2 : index
  %wd = arith.divui %ws, %c2 : index
  %oh2 = arith.addi %hd, %c1 : index
  %ow2 = arith.addi %wd, %c1 : index
  %e2 = tensor.empty(%n, %oh2, %ow2) : tensor<?x?x?x16xf32>
  %f2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  %r2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
          ins(%input, %filter : tensor<?x?x?x8xf32>, tensor<3x3x8x16xf32>)
          outs(%f2 : tensor<?x?x?x16xf32>) -> tensor<?x?x?x16xf32>
  %m = tensor.dim %a, %c0 : tensor<?x64xf32>
  %e3 = tensor.empty(%m) : tensor<?x64xf32>
  %f3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %r3 = linalg.matmul ins(%a, %b : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %r4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
          ins(%a, %bt : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %r1, %r2, %r3, %r4 : tensor<?x?x?x16xf32>, tensor<?x?x?x16xf32>, tensor<?x64xf32>, tensor<?x64xf32>
}
