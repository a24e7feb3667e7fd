module @module {
  util.global private @__auto.embed.weight = #flow.parameter.named<"model"::"embed.weight"> : tensor<512x256xf32>
  util.global private @__auto.layers.0.input_norm.weight = #flow.parameter.named<"model"::"layers.0.input_norm.weight"> : tensor<256xf32>
  util.global private @__auto.layers.0.q.weight = #flow.parameter.named<"model"::"layers.0.q.weight"> : tensor<256x256xf32>
  util.global private @__auto.layers.0.q.bias = #flow.parameter.named<"model"::"layers.0.q.bias"> : tensor<256xf32>
  util.global private @__auto.layers.0.k.weight = #flow.parameter.named<"model"::"layers.0.k.weight"> : tensor<64x256xf32>
  util.global private @__auto.layers.0.k.bias = #flow.parameter.named<"model"::"layers.0.k.bias"> : tensor<64xf32>
  util.global private @__auto.layers.0.v.weight = #flow.parameter.named<"model"::"layers.0.v.weight"> : tensor<64x256xf32>
  util.global private @__auto.layers.0.v.bias = #flow.parameter.named<"model"::"layers.0.v.bias"> : tensor<64xf32>
  util.global private @__auto.layers.0.o.weight = #flow.parameter.named<"model"::"layers.0.o.weight"> : tensor<256x256xf32>
  util.global private @__auto.layers.0.post_norm.weight = #flow.parameter.named<"model"::"layers.0.post_norm.weight"> : tensor<256xf32>
  util.global private @__auto.layers.0.gate.weight = #flow.parameter.named<"model"::"layers.0.gate.weight"> : tensor<704x256xf32>
  util.global private @__auto.layers.0.up.weight = #flow.parameter.named<"model"::"layers.0.up.weight"> : tensor<704x256xf32>
  util.global private @__auto.layers.0.down.weight = #flow.parameter.named<"model"::"layers.0.down.weight"> : tensor<256x704xf32>
  util.global private @__auto.layers.1.input_norm.weight = #flow.parameter.named<"model"::"layers.1.input_norm.weight"> : tensor<256xf32>
  util.global private @__auto.layers.1.q.weight = #flow.parameter.named<"model"::"layers.1.q.weight"> : tensor<256x256xf32>
  util.global private @__auto.layers.1.q.bias = #flow.parameter.named<"model"::"layers.1.q.bias"> : tensor<256xf32>
  util.global private @__auto.layers.1.k.weight = #flow.parameter.named<"model"::"layers.1.k.weight"> : tensor<64x256xf32>
  util.global private @__auto.layers.1.k.bias = #flow.parameter.named<"model"::"layers.1.k.bias"> : tensor<64xf32>
  util.global private @__auto.layers.1.v.weight = #flow.parameter.named<"model"::"layers.1.v.weight"> : tensor<64x256xf32>
  util.global private @__auto.layers.1.v.bias = #flow.parameter.named<"model"::"layers.1.v.bias"> : tensor<64xf32>
  util.global private @__auto.layers.1.o.weight = #flow.parameter.named<"model"::"layers.1.o.weight"> : tensor<256x256xf32>
  util.global private @__auto.layers.1.post_norm.weight = #flow.parameter.named<"model"::"layers.1.post_norm.weight"> : tensor<256xf32>
  util.global private @__auto.layers.1.gate.weight = #flow.parameter.named<"model"::"layers.1.gate.weight"> : tensor<704x256xf32>
  util.global private @__auto.layers.1.up.weight = #flow.parameter.named<"model"::"layers.1.up.weight"> : tensor<704x256xf32>
  util.global private @__auto.layers.1.down.weight = #flow.parameter.named<"model"::"layers.1.down.weight"> : tensor<256x704xf32>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<256xf32>
  util.global private @__auto.lm_head.weight = #flow.parameter.named<"model"::"lm_head.weight"> : tensor<512x256xf32>
  func.func @main(%arg0: !torch.vtensor<[?,?],si64>) -> !torch.vtensor<[?,?,512],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s6" {min_val = 1, max_val = 8} : !torch.int
    %1 = torch.symbolic_int "s11" {min_val = 2, max_val = 1024} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],si64>
    %int0 = torch.constant.int 0
    %2 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %int1 = torch.constant.int 1
    %3 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %4 = torch.aten.arange %3, %int6, %none, %cpu, %false : !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],f32>
    torch.bind_symbolic_shape %4, [%1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
    %int0_0 = torch.constant.int 0
    %int32 = torch.constant.int 32
    %int2 = torch.constant.int 2
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %cpu_3 = torch.constant.device "cpu"
    %false_4 = torch.constant.bool false
    %5 = torch.aten.arange.start_step %int0_0, %int32, %int2, %none_1, %none_2, %cpu_3, %false_4 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[16],si64>
    %none_5 = torch.constant.none
    %none_6 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_7 = torch.constant.device "cpu"
    %int0_8 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %5, %none_5, %none_6, %int4, %cpu_7, %int0_8 : !torch.vtensor<[16],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_9 = torch.constant.int 6
    %6 = torch.prims.convert_element_type %5, %int6_9 : !torch.vtensor<[16],si64>, !torch.int -> !torch.vtensor<[16],f32>
    %int32_10 = torch.constant.int 32
    %7 = torch.aten.div.Scalar %6, %int32_10 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e06 = torch.constant.float 1.000000e+06
    %8 = torch.aten.pow.Scalar %float1.000000e06, %7 : !torch.float, !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %9 = torch.aten.reciprocal %8 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %10 = torch.aten.mul.Scalar %9, %float1.000000e00 : !torch.vtensor<[16],f32>, !torch.float -> !torch.vtensor<[16],f32>
    %11 = torch.aten.outer %4, %10 : !torch.vtensor<[?],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[?,16],f32>
    torch.bind_symbolic_shape %11, [%1], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
    %12 = torch.prim.ListConstruct %11, %11 : (!torch.vtensor<[?,16],f32>, !torch.vtensor<[?,16],f32>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %13 = torch.aten.cat %12, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %13, [%1], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %14 = torch.aten.cos %13 : !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %14, [%1], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %15 = torch.aten.sin %13 : !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %15, [%1], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<512x256xf32>
    %16 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<512x256xf32> -> !torch.vtensor<[512,256],f32>
    %int-1_11 = torch.constant.int -1
    %false_12 = torch.constant.bool false
    %false_13 = torch.constant.bool false
    %17 = torch.aten.embedding %16, %arg0, %int-1_11, %false_12, %false_13 : !torch.vtensor<[512,256],f32>, !torch.vtensor<[?,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %17, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int2_14 = torch.constant.int 2
    %18 = torch.aten.pow.Tensor_Scalar %17, %int2_14 : !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %18, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int-1_15 = torch.constant.int -1
    %19 = torch.prim.ListConstruct %int-1_15 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_16 = torch.constant.none
    %20 = torch.aten.mean.dim %18, %19, %true, %none_16 : !torch.vtensor<[?,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %20, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float9.999990e-07 = torch.constant.float 9.9999999999999995E-7
    %int1_17 = torch.constant.int 1
    %21 = torch.aten.add.Scalar %20, %float9.999990e-07, %int1_17 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %21, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %22 = torch.aten.rsqrt %21 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %22, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %23 = torch.aten.mul.Tensor %17, %22 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %23, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.0.input_norm.weight = util.global.load @__auto.layers.0.input_norm.weight : tensor<256xf32>
    %24 = torch_c.from_builtin_tensor %__auto.layers.0.input_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %25 = torch.aten.mul.Tensor %23, %24 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %25, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.0.q.weight = util.global.load @__auto.layers.0.q.weight : tensor<256x256xf32>
    %26 = torch_c.from_builtin_tensor %__auto.layers.0.q.weight : tensor<256x256xf32> -> !torch.vtensor<[256,256],f32>
    %__auto.layers.0.q.bias = util.global.load @__auto.layers.0.q.bias : tensor<256xf32>
    %27 = torch_c.from_builtin_tensor %__auto.layers.0.q.bias : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %28 = torch.aten.linear %25, %26, %27 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %28, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int8 = torch.constant.int 8
    %int32_18 = torch.constant.int 32
    %29 = torch.prim.ListConstruct %2, %3, %int8, %int32_18 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %30 = torch.aten.view %28, %29 : !torch.vtensor<[?,?,256],f32>, !torch.list<int> -> !torch.vtensor<[?,?,8,32],f32>
    torch.bind_symbolic_shape %30, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 32)> : !torch.vtensor<[?,?,8,32],f32>
    %int1_19 = torch.constant.int 1
    %int2_20 = torch.constant.int 2
    %31 = torch.aten.transpose.int %30, %int1_19, %int2_20 : !torch.vtensor<[?,?,8,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %31, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %__auto.layers.0.k.weight = util.global.load @__auto.layers.0.k.weight : tensor<64x256xf32>
    %32 = torch_c.from_builtin_tensor %__auto.layers.0.k.weight : tensor<64x256xf32> -> !torch.vtensor<[64,256],f32>
    %__auto.layers.0.k.bias = util.global.load @__auto.layers.0.k.bias : tensor<64xf32>
    %33 = torch_c.from_builtin_tensor %__auto.layers.0.k.bias : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %34 = torch.aten.linear %25, %32, %33 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[64,256],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[?,?,64],f32>
    torch.bind_symbolic_shape %34, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 64)> : !torch.vtensor<[?,?,64],f32>
    %int2_21 = torch.constant.int 2
    %int32_22 = torch.constant.int 32
    %35 = torch.prim.ListConstruct %2, %3, %int2_21, %int32_22 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %36 = torch.aten.view %34, %35 : !torch.vtensor<[?,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,?,2,32],f32>
    torch.bind_symbolic_shape %36, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 2, 32)> : !torch.vtensor<[?,?,2,32],f32>
    %int1_23 = torch.constant.int 1
    %int2_24 = torch.constant.int 2
    %37 = torch.aten.transpose.int %36, %int1_23, %int2_24 : !torch.vtensor<[?,?,2,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %37, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %__auto.layers.0.v.weight = util.global.load @__auto.layers.0.v.weight : tensor<64x256xf32>
    %38 = torch_c.from_builtin_tensor %__auto.layers.0.v.weight : tensor<64x256xf32> -> !torch.vtensor<[64,256],f32>
    %__auto.layers.0.v.bias = util.global.load @__auto.layers.0.v.bias : tensor<64xf32>
    %39 = torch_c.from_builtin_tensor %__auto.layers.0.v.bias : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %40 = torch.aten.linear %25, %38, %39 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[64,256],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[?,?,64],f32>
    torch.bind_symbolic_shape %40, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 64)> : !torch.vtensor<[?,?,64],f32>
    %int2_25 = torch.constant.int 2
    %int32_26 = torch.constant.int 32
    %41 = torch.prim.ListConstruct %2, %3, %int2_25, %int32_26 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.view %40, %41 : !torch.vtensor<[?,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,?,2,32],f32>
    torch.bind_symbolic_shape %42, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 2, 32)> : !torch.vtensor<[?,?,2,32],f32>
    %int1_27 = torch.constant.int 1
    %int2_28 = torch.constant.int 2
    %43 = torch.aten.transpose.int %42, %int1_27, %int2_28 : !torch.vtensor<[?,?,2,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %43, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %44 = torch.aten.mul.Tensor %31, %14 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %44, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int3 = torch.constant.int 3
    %int0_29 = torch.constant.int 0
    %int16 = torch.constant.int 16
    %int1_30 = torch.constant.int 1
    %45 = torch.aten.slice.Tensor %31, %int3, %int0_29, %int16, %int1_30 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %45, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %int3_31 = torch.constant.int 3
    %int16_32 = torch.constant.int 16
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_33 = torch.constant.int 1
    %46 = torch.aten.slice.Tensor %31, %int3_31, %int16_32, %int9223372036854775807, %int1_33 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %46, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %47 = torch.aten.neg %46 : !torch.vtensor<[?,8,?,16],f32> -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %47, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %48 = torch.prim.ListConstruct %47, %45 : (!torch.vtensor<[?,8,?,16],f32>, !torch.vtensor<[?,8,?,16],f32>) -> !torch.list<vtensor>
    %int-1_34 = torch.constant.int -1
    %49 = torch.aten.cat %48, %int-1_34 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %49, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %50 = torch.aten.mul.Tensor %49, %15 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %50, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int1_35 = torch.constant.int 1
    %51 = torch.aten.add.Tensor %44, %50, %int1_35 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,8,?,32],f32>, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %51, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %52 = torch.aten.mul.Tensor %37, %14 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %52, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %int3_36 = torch.constant.int 3
    %int0_37 = torch.constant.int 0
    %int16_38 = torch.constant.int 16
    %int1_39 = torch.constant.int 1
    %53 = torch.aten.slice.Tensor %37, %int3_36, %int0_37, %int16_38, %int1_39 : !torch.vtensor<[?,2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %53, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %int3_40 = torch.constant.int 3
    %int16_41 = torch.constant.int 16
    %int9223372036854775807_42 = torch.constant.int 9223372036854775807
    %int1_43 = torch.constant.int 1
    %54 = torch.aten.slice.Tensor %37, %int3_40, %int16_41, %int9223372036854775807_42, %int1_43 : !torch.vtensor<[?,2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %54, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %55 = torch.aten.neg %54 : !torch.vtensor<[?,2,?,16],f32> -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %55, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %56 = torch.prim.ListConstruct %55, %53 : (!torch.vtensor<[?,2,?,16],f32>, !torch.vtensor<[?,2,?,16],f32>) -> !torch.list<vtensor>
    %int-1_44 = torch.constant.int -1
    %57 = torch.aten.cat %56, %int-1_44 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %57, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %58 = torch.aten.mul.Tensor %57, %15 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %58, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %int1_45 = torch.constant.int 1
    %59 = torch.aten.add.Tensor %52, %58, %int1_45 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %59, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %none_46 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true_47 = torch.constant.bool true
    %none_48 = torch.constant.none
    %true_49 = torch.constant.bool true
    %60 = torch.aten.scaled_dot_product_attention %51, %59, %43, %none_46, %float0.000000e00, %true_47, %none_48, %true_49 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %60, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int1_50 = torch.constant.int 1
    %int2_51 = torch.constant.int 2
    %61 = torch.aten.transpose.int %60, %int1_50, %int2_51 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,32],f32>
    torch.bind_symbolic_shape %61, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 32)> : !torch.vtensor<[?,?,8,32],f32>
    %int256 = torch.constant.int 256
    %62 = torch.prim.ListConstruct %2, %3, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %63 = torch.aten.view %61, %62 : !torch.vtensor<[?,?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %63, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.0.o.weight = util.global.load @__auto.layers.0.o.weight : tensor<256x256xf32>
    %64 = torch_c.from_builtin_tensor %__auto.layers.0.o.weight : tensor<256x256xf32> -> !torch.vtensor<[256,256],f32>
    %none_52 = torch.constant.none
    %65 = torch.aten.linear %63, %64, %none_52 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256,256],f32>, !torch.none -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %65, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int1_53 = torch.constant.int 1
    %66 = torch.aten.add.Tensor %17, %65, %int1_53 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %66, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int2_54 = torch.constant.int 2
    %67 = torch.aten.pow.Tensor_Scalar %66, %int2_54 : !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %67, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int-1_55 = torch.constant.int -1
    %68 = torch.prim.ListConstruct %int-1_55 : (!torch.int) -> !torch.list<int>
    %true_56 = torch.constant.bool true
    %none_57 = torch.constant.none
    %69 = torch.aten.mean.dim %67, %68, %true_56, %none_57 : !torch.vtensor<[?,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %69, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float9.999990e-07_58 = torch.constant.float 9.9999999999999995E-7
    %int1_59 = torch.constant.int 1
    %70 = torch.aten.add.Scalar %69, %float9.999990e-07_58, %int1_59 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %70, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %71 = torch.aten.rsqrt %70 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %71, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %72 = torch.aten.mul.Tensor %66, %71 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %72, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.0.post_norm.weight = util.global.load @__auto.layers.0.post_norm.weight : tensor<256xf32>
    %73 = torch_c.from_builtin_tensor %__auto.layers.0.post_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %74 = torch.aten.mul.Tensor %72, %73 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %74, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.0.gate.weight = util.global.load @__auto.layers.0.gate.weight : tensor<704x256xf32>
    %75 = torch_c.from_builtin_tensor %__auto.layers.0.gate.weight : tensor<704x256xf32> -> !torch.vtensor<[704,256],f32>
    %none_60 = torch.constant.none
    %76 = torch.aten.linear %74, %75, %none_60 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[704,256],f32>, !torch.none -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %76, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %77 = torch.aten.silu %76 : !torch.vtensor<[?,?,704],f32> -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %77, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %__auto.layers.0.up.weight = util.global.load @__auto.layers.0.up.weight : tensor<704x256xf32>
    %78 = torch_c.from_builtin_tensor %__auto.layers.0.up.weight : tensor<704x256xf32> -> !torch.vtensor<[704,256],f32>
    %none_61 = torch.constant.none
    %79 = torch.aten.linear %74, %78, %none_61 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[704,256],f32>, !torch.none -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %79, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %80 = torch.aten.mul.Tensor %77, %79 : !torch.vtensor<[?,?,704],f32>, !torch.vtensor<[?,?,704],f32> -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %80, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %__auto.layers.0.down.weight = util.global.load @__auto.layers.0.down.weight : tensor<256x704xf32>
    %81 = torch_c.from_builtin_tensor %__auto.layers.0.down.weight : tensor<256x704xf32> -> !torch.vtensor<[256,704],f32>
    %none_62 = torch.constant.none
    %82 = torch.aten.linear %80, %81, %none_62 : !torch.vtensor<[?,?,704],f32>, !torch.vtensor<[256,704],f32>, !torch.none -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %82, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int1_63 = torch.constant.int 1
    %83 = torch.aten.add.Tensor %66, %82, %int1_63 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %83, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int2_64 = torch.constant.int 2
    %84 = torch.aten.pow.Tensor_Scalar %83, %int2_64 : !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %84, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int-1_65 = torch.constant.int -1
    %85 = torch.prim.ListConstruct %int-1_65 : (!torch.int) -> !torch.list<int>
    %true_66 = torch.constant.bool true
    %none_67 = torch.constant.none
    %86 = torch.aten.mean.dim %84, %85, %true_66, %none_67 : !torch.vtensor<[?,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %86, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float9.999990e-07_68 = torch.constant.float 9.9999999999999995E-7
    %int1_69 = torch.constant.int 1
    %87 = torch.aten.add.Scalar %86, %float9.999990e-07_68, %int1_69 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %87, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %88 = torch.aten.rsqrt %87 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %88, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %89 = torch.aten.mul.Tensor %83, %88 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %89, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.1.input_norm.weight = util.global.load @__auto.layers.1.input_norm.weight : tensor<256xf32>
    %90 = torch_c.from_builtin_tensor %__auto.layers.1.input_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %91 = torch.aten.mul.Tensor %89, %90 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %91, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.1.q.weight = util.global.load @__auto.layers.1.q.weight : tensor<256x256xf32>
    %92 = torch_c.from_builtin_tensor %__auto.layers.1.q.weight : tensor<256x256xf32> -> !torch.vtensor<[256,256],f32>
    %__auto.layers.1.q.bias = util.global.load @__auto.layers.1.q.bias : tensor<256xf32>
    %93 = torch_c.from_builtin_tensor %__auto.layers.1.q.bias : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %94 = torch.aten.linear %91, %92, %93 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %94, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int8_70 = torch.constant.int 8
    %int32_71 = torch.constant.int 32
    %95 = torch.prim.ListConstruct %2, %3, %int8_70, %int32_71 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %94, %95 : !torch.vtensor<[?,?,256],f32>, !torch.list<int> -> !torch.vtensor<[?,?,8,32],f32>
    torch.bind_symbolic_shape %96, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 32)> : !torch.vtensor<[?,?,8,32],f32>
    %int1_72 = torch.constant.int 1
    %int2_73 = torch.constant.int 2
    %97 = torch.aten.transpose.int %96, %int1_72, %int2_73 : !torch.vtensor<[?,?,8,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %97, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %__auto.layers.1.k.weight = util.global.load @__auto.layers.1.k.weight : tensor<64x256xf32>
    %98 = torch_c.from_builtin_tensor %__auto.layers.1.k.weight : tensor<64x256xf32> -> !torch.vtensor<[64,256],f32>
    %__auto.layers.1.k.bias = util.global.load @__auto.layers.1.k.bias : tensor<64xf32>
    %99 = torch_c.from_builtin_tensor %__auto.layers.1.k.bias : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %100 = torch.aten.linear %91, %98, %99 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[64,256],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[?,?,64],f32>
    torch.bind_symbolic_shape %100, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 64)> : !torch.vtensor<[?,?,64],f32>
    %int2_74 = torch.constant.int 2
    %int32_75 = torch.constant.int 32
    %101 = torch.prim.ListConstruct %2, %3, %int2_74, %int32_75 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.aten.view %100, %101 : !torch.vtensor<[?,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,?,2,32],f32>
    torch.bind_symbolic_shape %102, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 2, 32)> : !torch.vtensor<[?,?,2,32],f32>
    %int1_76 = torch.constant.int 1
    %int2_77 = torch.constant.int 2
    %103 = torch.aten.transpose.int %102, %int1_76, %int2_77 : !torch.vtensor<[?,?,2,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %103, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %__auto.layers.1.v.weight = util.global.load @__auto.layers.1.v.weight : tensor<64x256xf32>
    %104 = torch_c.from_builtin_tensor %__auto.layers.1.v.weight : tensor<64x256xf32> -> !torch.vtensor<[64,256],f32>
    %__auto.layers.1.v.bias = util.global.load @__auto.layers.1.v.bias : tensor<64xf32>
    %105 = torch_c.from_builtin_tensor %__auto.layers.1.v.bias : tensor<64xf32> -> !torch.vtensor<[64],f32>
    %106 = torch.aten.linear %91, %104, %105 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[64,256],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[?,?,64],f32>
    torch.bind_symbolic_shape %106, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 64)> : !torch.vtensor<[?,?,64],f32>
    %int2_78 = torch.constant.int 2
    %int32_79 = torch.constant.int 32
    %107 = torch.prim.ListConstruct %2, %3, %int2_78, %int32_79 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %106, %107 : !torch.vtensor<[?,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,?,2,32],f32>
    torch.bind_symbolic_shape %108, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 2, 32)> : !torch.vtensor<[?,?,2,32],f32>
    %int1_80 = torch.constant.int 1
    %int2_81 = torch.constant.int 2
    %109 = torch.aten.transpose.int %108, %int1_80, %int2_81 : !torch.vtensor<[?,?,2,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %109, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %110 = torch.aten.mul.Tensor %97, %14 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %110, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int3_82 = torch.constant.int 3
    %int0_83 = torch.constant.int 0
    %int16_84 = torch.constant.int 16
    %int1_85 = torch.constant.int 1
    %111 = torch.aten.slice.Tensor %97, %int3_82, %int0_83, %int16_84, %int1_85 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %111, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %int3_86 = torch.constant.int 3
    %int16_87 = torch.constant.int 16
    %int9223372036854775807_88 = torch.constant.int 9223372036854775807
    %int1_89 = torch.constant.int 1
    %112 = torch.aten.slice.Tensor %97, %int3_86, %int16_87, %int9223372036854775807_88, %int1_89 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %112, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %113 = torch.aten.neg %112 : !torch.vtensor<[?,8,?,16],f32> -> !torch.vtensor<[?,8,?,16],f32>
    torch.bind_symbolic_shape %113, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 16)> : !torch.vtensor<[?,8,?,16],f32>
    %114 = torch.prim.ListConstruct %113, %111 : (!torch.vtensor<[?,8,?,16],f32>, !torch.vtensor<[?,8,?,16],f32>) -> !torch.list<vtensor>
    %int-1_90 = torch.constant.int -1
    %115 = torch.aten.cat %114, %int-1_90 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %115, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %116 = torch.aten.mul.Tensor %115, %15 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %116, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int1_91 = torch.constant.int 1
    %117 = torch.aten.add.Tensor %110, %116, %int1_91 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,8,?,32],f32>, !torch.int -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %117, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %118 = torch.aten.mul.Tensor %103, %14 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %118, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %int3_92 = torch.constant.int 3
    %int0_93 = torch.constant.int 0
    %int16_94 = torch.constant.int 16
    %int1_95 = torch.constant.int 1
    %119 = torch.aten.slice.Tensor %103, %int3_92, %int0_93, %int16_94, %int1_95 : !torch.vtensor<[?,2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %119, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %int3_96 = torch.constant.int 3
    %int16_97 = torch.constant.int 16
    %int9223372036854775807_98 = torch.constant.int 9223372036854775807
    %int1_99 = torch.constant.int 1
    %120 = torch.aten.slice.Tensor %103, %int3_96, %int16_97, %int9223372036854775807_98, %int1_99 : !torch.vtensor<[?,2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %120, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %121 = torch.aten.neg %120 : !torch.vtensor<[?,2,?,16],f32> -> !torch.vtensor<[?,2,?,16],f32>
    torch.bind_symbolic_shape %121, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 16)> : !torch.vtensor<[?,2,?,16],f32>
    %122 = torch.prim.ListConstruct %121, %119 : (!torch.vtensor<[?,2,?,16],f32>, !torch.vtensor<[?,2,?,16],f32>) -> !torch.list<vtensor>
    %int-1_100 = torch.constant.int -1
    %123 = torch.aten.cat %122, %int-1_100 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %123, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %124 = torch.aten.mul.Tensor %123, %15 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %124, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %int1_101 = torch.constant.int 1
    %125 = torch.aten.add.Tensor %118, %124, %int1_101 : !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.int -> !torch.vtensor<[?,2,?,32],f32>
    torch.bind_symbolic_shape %125, [%1, %0], affine_map<()[s0, s1] -> (s1, 2, s0, 32)> : !torch.vtensor<[?,2,?,32],f32>
    %none_102 = torch.constant.none
    %float0.000000e00_103 = torch.constant.float 0.000000e+00
    %true_104 = torch.constant.bool true
    %none_105 = torch.constant.none
    %true_106 = torch.constant.bool true
    %126 = torch.aten.scaled_dot_product_attention %117, %125, %109, %none_102, %float0.000000e00_103, %true_104, %none_105, %true_106 : !torch.vtensor<[?,8,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.vtensor<[?,2,?,32],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,8,?,32],f32>
    torch.bind_symbolic_shape %126, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 32)> : !torch.vtensor<[?,8,?,32],f32>
    %int1_107 = torch.constant.int 1
    %int2_108 = torch.constant.int 2
    %127 = torch.aten.transpose.int %126, %int1_107, %int2_108 : !torch.vtensor<[?,8,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,32],f32>
    torch.bind_symbolic_shape %127, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 32)> : !torch.vtensor<[?,?,8,32],f32>
    %int256_109 = torch.constant.int 256
    %128 = torch.prim.ListConstruct %2, %3, %int256_109 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %129 = torch.aten.view %127, %128 : !torch.vtensor<[?,?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %129, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.1.o.weight = util.global.load @__auto.layers.1.o.weight : tensor<256x256xf32>
    %130 = torch_c.from_builtin_tensor %__auto.layers.1.o.weight : tensor<256x256xf32> -> !torch.vtensor<[256,256],f32>
    %none_110 = torch.constant.none
    %131 = torch.aten.linear %129, %130, %none_110 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256,256],f32>, !torch.none -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %131, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int1_111 = torch.constant.int 1
    %132 = torch.aten.add.Tensor %83, %131, %int1_111 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %132, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int2_112 = torch.constant.int 2
    %133 = torch.aten.pow.Tensor_Scalar %132, %int2_112 : !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %133, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int-1_113 = torch.constant.int -1
    %134 = torch.prim.ListConstruct %int-1_113 : (!torch.int) -> !torch.list<int>
    %true_114 = torch.constant.bool true
    %none_115 = torch.constant.none
    %135 = torch.aten.mean.dim %133, %134, %true_114, %none_115 : !torch.vtensor<[?,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %135, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float9.999990e-07_116 = torch.constant.float 9.9999999999999995E-7
    %int1_117 = torch.constant.int 1
    %136 = torch.aten.add.Scalar %135, %float9.999990e-07_116, %int1_117 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %136, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %137 = torch.aten.rsqrt %136 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %137, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %138 = torch.aten.mul.Tensor %132, %137 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %138, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.1.post_norm.weight = util.global.load @__auto.layers.1.post_norm.weight : tensor<256xf32>
    %139 = torch_c.from_builtin_tensor %__auto.layers.1.post_norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %140 = torch.aten.mul.Tensor %138, %139 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %140, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.layers.1.gate.weight = util.global.load @__auto.layers.1.gate.weight : tensor<704x256xf32>
    %141 = torch_c.from_builtin_tensor %__auto.layers.1.gate.weight : tensor<704x256xf32> -> !torch.vtensor<[704,256],f32>
    %none_118 = torch.constant.none
    %142 = torch.aten.linear %140, %141, %none_118 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[704,256],f32>, !torch.none -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %142, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %143 = torch.aten.silu %142 : !torch.vtensor<[?,?,704],f32> -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %143, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %__auto.layers.1.up.weight = util.global.load @__auto.layers.1.up.weight : tensor<704x256xf32>
    %144 = torch_c.from_builtin_tensor %__auto.layers.1.up.weight : tensor<704x256xf32> -> !torch.vtensor<[704,256],f32>
    %none_119 = torch.constant.none
    %145 = torch.aten.linear %140, %144, %none_119 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[704,256],f32>, !torch.none -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %145, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %146 = torch.aten.mul.Tensor %143, %145 : !torch.vtensor<[?,?,704],f32>, !torch.vtensor<[?,?,704],f32> -> !torch.vtensor<[?,?,704],f32>
    torch.bind_symbolic_shape %146, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 704)> : !torch.vtensor<[?,?,704],f32>
    %__auto.layers.1.down.weight = util.global.load @__auto.layers.1.down.weight : tensor<256x704xf32>
    %147 = torch_c.from_builtin_tensor %__auto.layers.1.down.weight : tensor<256x704xf32> -> !torch.vtensor<[256,704],f32>
    %none_120 = torch.constant.none
    %148 = torch.aten.linear %146, %147, %none_120 : !torch.vtensor<[?,?,704],f32>, !torch.vtensor<[256,704],f32>, !torch.none -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %148, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int1_121 = torch.constant.int 1
    %149 = torch.aten.add.Tensor %132, %148, %int1_121 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %149, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int2_122 = torch.constant.int 2
    %150 = torch.aten.pow.Tensor_Scalar %149, %int2_122 : !torch.vtensor<[?,?,256],f32>, !torch.int -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %150, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %int-1_123 = torch.constant.int -1
    %151 = torch.prim.ListConstruct %int-1_123 : (!torch.int) -> !torch.list<int>
    %true_124 = torch.constant.bool true
    %none_125 = torch.constant.none
    %152 = torch.aten.mean.dim %150, %151, %true_124, %none_125 : !torch.vtensor<[?,?,256],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %152, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float9.999990e-07_126 = torch.constant.float 9.9999999999999995E-7
    %int1_127 = torch.constant.int 1
    %153 = torch.aten.add.Scalar %152, %float9.999990e-07_126, %int1_127 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %153, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %154 = torch.aten.rsqrt %153 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %154, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %155 = torch.aten.mul.Tensor %149, %154 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %155, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<256xf32>
    %156 = torch_c.from_builtin_tensor %__auto.norm.weight : tensor<256xf32> -> !torch.vtensor<[256],f32>
    %157 = torch.aten.mul.Tensor %155, %156 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[256],f32> -> !torch.vtensor<[?,?,256],f32>
    torch.bind_symbolic_shape %157, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 256)> : !torch.vtensor<[?,?,256],f32>
    %__auto.lm_head.weight = util.global.load @__auto.lm_head.weight : tensor<512x256xf32>
    %158 = torch_c.from_builtin_tensor %__auto.lm_head.weight : tensor<512x256xf32> -> !torch.vtensor<[512,256],f32>
    %none_128 = torch.constant.none
    %159 = torch.aten.linear %157, %158, %none_128 : !torch.vtensor<[?,?,256],f32>, !torch.vtensor<[512,256],f32>, !torch.none -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %159, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    return %159 : !torch.vtensor<[?,?,512],f32>
  }
}
