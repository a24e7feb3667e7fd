module @module {
  util.global private @__auto.embed.weight = #flow.parameter.named<"model"::"embed.weight"> : tensor<128256x4096xf16>
  util.global private @__auto.layers.0.attn_norm.weight = #flow.parameter.named<"model"::"layers.0.attn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.0.wq.weight = #flow.parameter.named<"model"::"layers.0.wq.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.0.wk.weight = #flow.parameter.named<"model"::"layers.0.wk.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.0.wv.weight = #flow.parameter.named<"model"::"layers.0.wv.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.0.wo.weight = #flow.parameter.named<"model"::"layers.0.wo.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.0.ffn_norm.weight = #flow.parameter.named<"model"::"layers.0.ffn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.0.w1.weight = #flow.parameter.named<"model"::"layers.0.w1.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.0.w3.weight = #flow.parameter.named<"model"::"layers.0.w3.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.0.w2.weight = #flow.parameter.named<"model"::"layers.0.w2.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.layers.1.attn_norm.weight = #flow.parameter.named<"model"::"layers.1.attn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.1.wq.weight = #flow.parameter.named<"model"::"layers.1.wq.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.1.wk.weight = #flow.parameter.named<"model"::"layers.1.wk.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.1.wv.weight = #flow.parameter.named<"model"::"layers.1.wv.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.1.wo.weight = #flow.parameter.named<"model"::"layers.1.wo.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.1.ffn_norm.weight = #flow.parameter.named<"model"::"layers.1.ffn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.1.w1.weight = #flow.parameter.named<"model"::"layers.1.w1.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.1.w3.weight = #flow.parameter.named<"model"::"layers.1.w3.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.1.w2.weight = #flow.parameter.named<"model"::"layers.1.w2.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<4096xf16>
  util.global private @__auto.out.weight = #flow.parameter.named<"model"::"out.weight"> : tensor<128256x4096xf16>
  func.func @main(%arg0: !torch.vtensor<[?,1],si64>, %arg1: !torch.vtensor<[2,?,?,8,128],f16>, %arg2: !torch.vtensor<[2,?,?,8,128],f16>) -> (!torch.vtensor<[?,1,128256],f16>, !torch.vtensor<[2,?,?,8,128],f16>, !torch.vtensor<[2,?,?,8,128],f16>) attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
    %1 = torch.symbolic_int "s61" {min_val = 1, max_val = 8191} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (2, s0, s1, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    torch.bind_symbolic_shape %arg2, [%0, %1], affine_map<()[s0, s1] -> (2, s0, s1, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    %int1 = torch.constant.int 1
    %2 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int -> !torch.int
    %int2 = torch.constant.int 2
    %3 = torch.aten.size.int %arg2, %int2 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int -> !torch.int
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<128256x4096xf16>
    %4 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_0 = torch.constant.bool false
    %5 = torch.aten.embedding %4, %arg0, %int-1, %false, %false_0 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[?,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %5, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_1 = torch.constant.int 1
    %6 = torch.aten.add.int %3, %int1_1 : !torch.int, !torch.int -> !torch.int
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %meta = torch.constant.device "meta"
    %false_2 = torch.constant.bool false
    %7 = torch.aten.arange.start %3, %6, %int6, %none, %meta, %false_2 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1],f32>
    %int0 = torch.constant.int 0
    %int128 = torch.constant.int 128
    %int2_3 = torch.constant.int 2
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %meta_6 = torch.constant.device "meta"
    %false_7 = torch.constant.bool false
    %8 = torch.aten.arange.start_step %int0, %int128, %int2_3, %none_4, %none_5, %meta_6, %false_7 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %int0_8 = torch.constant.int 0
    %int0_9 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_10 = torch.constant.int 1
    %9 = torch.aten.slice.Tensor %8, %int0_8, %int0_9, %int64, %int1_10 : !torch.vtensor<[64],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[64],si64>
    %none_11 = torch.constant.none
    %none_12 = torch.constant.none
    %int4 = torch.constant.int 4
    %meta_13 = torch.constant.device "meta"
    %int0_14 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %9, %none_11, %none_12, %int4, %meta_13, %int0_14 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_15 = torch.constant.int 6
    %10 = torch.prims.convert_element_type %9, %int6_15 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_16 = torch.constant.int 128
    %11 = torch.aten.div.Scalar %10, %int128_16 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %12 = torch.aten.pow.Scalar %float5.000000e05, %11 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %13 = torch.aten.reciprocal %12 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %14 = torch.aten.mul.Scalar %13, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %15 = torch.aten.outer %7, %14 : !torch.vtensor<[1],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[1,64],f32>
    %16 = torch.aten.cos %15 : !torch.vtensor<[1,64],f32> -> !torch.vtensor<[1,64],f32>
    %none_17 = torch.constant.none
    %none_18 = torch.constant.none
    %int6_19 = torch.constant.int 6
    %meta_20 = torch.constant.device "meta"
    %int0_21 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %16, %none_17, %none_18, %int6_19, %meta_20, %int0_21 : !torch.vtensor<[1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5 = torch.constant.int 5
    %17 = torch.prims.convert_element_type %16, %int5 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64],f16>
    %18 = torch.aten.sin %15 : !torch.vtensor<[1,64],f32> -> !torch.vtensor<[1,64],f32>
    %none_22 = torch.constant.none
    %none_23 = torch.constant.none
    %int6_24 = torch.constant.int 6
    %meta_25 = torch.constant.device "meta"
    %int0_26 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %18, %none_22, %none_23, %int6_24, %meta_25, %int0_26 : !torch.vtensor<[1,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_27 = torch.constant.int 5
    %19 = torch.prims.convert_element_type %18, %int5_27 : !torch.vtensor<[1,64],f32>, !torch.int -> !torch.vtensor<[1,64],f16>
    %none_28 = torch.constant.none
    %none_29 = torch.constant.none
    %int5_30 = torch.constant.int 5
    %meta_31 = torch.constant.device "meta"
    %int0_32 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %5, %none_28, %none_29, %int5_30, %meta_31, %int0_32 : !torch.vtensor<[?,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_33 = torch.constant.int 6
    %20 = torch.prims.convert_element_type %5, %int6_33 : !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %20, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int2_34 = torch.constant.int 2
    %21 = torch.aten.pow.Tensor_Scalar %20, %int2_34 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %21, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int-1_35 = torch.constant.int -1
    %22 = torch.prim.ListConstruct %int-1_35 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_36 = torch.constant.none
    %23 = torch.aten.mean.dim %21, %22, %true, %none_36 : !torch.vtensor<[?,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %23, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_37 = torch.constant.int 1
    %24 = torch.aten.add.Scalar %23, %float1.000000e-05, %int1_37 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %24, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %25 = torch.aten.rsqrt %24 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %25, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %26 = torch.aten.mul.Tensor %20, %25 : !torch.vtensor<[?,1,4096],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %26, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %none_38 = torch.constant.none
    %none_39 = torch.constant.none
    %int6_40 = torch.constant.int 6
    %meta_41 = torch.constant.device "meta"
    %int0_42 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %26, %none_38, %none_39, %int6_40, %meta_41, %int0_42 : !torch.vtensor<[?,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_43 = torch.constant.int 5
    %27 = torch.prims.convert_element_type %26, %int5_43 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %27, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.0.attn_norm.weight = util.global.load @__auto.layers.0.attn_norm.weight : tensor<4096xf16>
    %28 = torch_c.from_builtin_tensor %__auto.layers.0.attn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %29 = torch.aten.mul.Tensor %27, %28 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %29, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.0.wq.weight = util.global.load @__auto.layers.0.wq.weight : tensor<4096x4096xf16>
    %30 = torch_c.from_builtin_tensor %__auto.layers.0.wq.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_44 = torch.constant.none
    %31 = torch.aten.linear %29, %30, %none_44 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %31, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_45 = torch.constant.int 1
    %int32 = torch.constant.int 32
    %int128_46 = torch.constant.int 128
    %32 = torch.prim.ListConstruct %2, %int1_45, %int32, %int128_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.aten.view %31, %32 : !torch.vtensor<[?,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %33, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %__auto.layers.0.wk.weight = util.global.load @__auto.layers.0.wk.weight : tensor<1024x4096xf16>
    %34 = torch_c.from_builtin_tensor %__auto.layers.0.wk.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_47 = torch.constant.none
    %35 = torch.aten.linear %29, %34, %none_47 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,1,1024],f16>
    torch.bind_symbolic_shape %35, [%0], affine_map<()[s0] -> (s0, 1, 1024)> : !torch.vtensor<[?,1,1024],f16>
    %int1_48 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %int128_49 = torch.constant.int 128
    %36 = torch.prim.ListConstruct %2, %int1_48, %int8, %int128_49 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %37 = torch.aten.view %35, %36 : !torch.vtensor<[?,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %37, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %__auto.layers.0.wv.weight = util.global.load @__auto.layers.0.wv.weight : tensor<1024x4096xf16>
    %38 = torch_c.from_builtin_tensor %__auto.layers.0.wv.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_50 = torch.constant.none
    %39 = torch.aten.linear %29, %38, %none_50 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,1,1024],f16>
    torch.bind_symbolic_shape %39, [%0], affine_map<()[s0] -> (s0, 1, 1024)> : !torch.vtensor<[?,1,1024],f16>
    %int1_51 = torch.constant.int 1
    %int8_52 = torch.constant.int 8
    %int128_53 = torch.constant.int 128
    %40 = torch.prim.ListConstruct %2, %int1_51, %int8_52, %int128_53 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.view %39, %40 : !torch.vtensor<[?,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %41, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %int3 = torch.constant.int 3
    %int0_54 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2_55 = torch.constant.int 2
    %42 = torch.aten.slice.Tensor %33, %int3, %int0_54, %int9223372036854775807, %int2_55 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %42, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int3_56 = torch.constant.int 3
    %int1_57 = torch.constant.int 1
    %int9223372036854775807_58 = torch.constant.int 9223372036854775807
    %int2_59 = torch.constant.int 2
    %43 = torch.aten.slice.Tensor %33, %int3_56, %int1_57, %int9223372036854775807_58, %int2_59 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %43, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int-2 = torch.constant.int -2
    %44 = torch.aten.unsqueeze %17, %int-2 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_60 = torch.constant.int -2
    %45 = torch.aten.unsqueeze %19, %int-2_60 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %46 = torch.aten.mul.Tensor %42, %44 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %46, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %47 = torch.aten.mul.Tensor %43, %45 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %47, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int1_61 = torch.constant.int 1
    %48 = torch.aten.sub.Tensor %46, %47, %int1_61 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %48, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %49 = torch.aten.mul.Tensor %42, %45 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %49, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %50 = torch.aten.mul.Tensor %43, %44 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %50, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int1_62 = torch.constant.int 1
    %51 = torch.aten.add.Tensor %49, %50, %int1_62 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %51, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %52 = torch.prim.ListConstruct %48, %51 : (!torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>) -> !torch.list<vtensor>
    %int-1_63 = torch.constant.int -1
    %53 = torch.aten.stack %52, %int-1_63 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,32,64,2],f16>
    torch.bind_symbolic_shape %53, [%0], affine_map<()[s0] -> (s0, 1, 32, 64, 2)> : !torch.vtensor<[?,1,32,64,2],f16>
    %int1_64 = torch.constant.int 1
    %int32_65 = torch.constant.int 32
    %int128_66 = torch.constant.int 128
    %54 = torch.prim.ListConstruct %2, %int1_64, %int32_65, %int128_66 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %53, %54 : !torch.vtensor<[?,1,32,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %55, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int3_67 = torch.constant.int 3
    %int0_68 = torch.constant.int 0
    %int9223372036854775807_69 = torch.constant.int 9223372036854775807
    %int2_70 = torch.constant.int 2
    %56 = torch.aten.slice.Tensor %37, %int3_67, %int0_68, %int9223372036854775807_69, %int2_70 : !torch.vtensor<[?,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %56, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int3_71 = torch.constant.int 3
    %int1_72 = torch.constant.int 1
    %int9223372036854775807_73 = torch.constant.int 9223372036854775807
    %int2_74 = torch.constant.int 2
    %57 = torch.aten.slice.Tensor %37, %int3_71, %int1_72, %int9223372036854775807_73, %int2_74 : !torch.vtensor<[?,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %57, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int-2_75 = torch.constant.int -2
    %58 = torch.aten.unsqueeze %17, %int-2_75 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_76 = torch.constant.int -2
    %59 = torch.aten.unsqueeze %19, %int-2_76 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %60 = torch.aten.mul.Tensor %56, %58 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %60, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %61 = torch.aten.mul.Tensor %57, %59 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %61, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int1_77 = torch.constant.int 1
    %62 = torch.aten.sub.Tensor %60, %61, %int1_77 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %62, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %63 = torch.aten.mul.Tensor %56, %59 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %63, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %64 = torch.aten.mul.Tensor %57, %58 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %64, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int1_78 = torch.constant.int 1
    %65 = torch.aten.add.Tensor %63, %64, %int1_78 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %65, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %66 = torch.prim.ListConstruct %62, %65 : (!torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>) -> !torch.list<vtensor>
    %int-1_79 = torch.constant.int -1
    %67 = torch.aten.stack %66, %int-1_79 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,8,64,2],f16>
    torch.bind_symbolic_shape %67, [%0], affine_map<()[s0] -> (s0, 1, 8, 64, 2)> : !torch.vtensor<[?,1,8,64,2],f16>
    %int1_80 = torch.constant.int 1
    %int8_81 = torch.constant.int 8
    %int128_82 = torch.constant.int 128
    %68 = torch.prim.ListConstruct %2, %int1_80, %int8_81, %int128_82 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %67, %68 : !torch.vtensor<[?,1,8,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %69, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %int0_83 = torch.constant.int 0
    %int0_84 = torch.constant.int 0
    %70 = torch.aten.select.int %arg1, %int0_83, %int0_84 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %70, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %71 = torch.prim.ListConstruct %70, %69 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,1,8,128],f16>) -> !torch.list<vtensor>
    %int1_85 = torch.constant.int 1
    %72 = torch.aten.cat %71, %int1_85 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %72, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int0_86 = torch.constant.int 0
    %int0_87 = torch.constant.int 0
    %73 = torch.aten.select.int %arg2, %int0_86, %int0_87 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %73, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %74 = torch.prim.ListConstruct %73, %41 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,1,8,128],f16>) -> !torch.list<vtensor>
    %int1_88 = torch.constant.int 1
    %75 = torch.aten.cat %74, %int1_88 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %75, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int1_89 = torch.constant.int 1
    %int2_90 = torch.constant.int 2
    %76 = torch.aten.transpose.int %55, %int1_89, %int2_90 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %76, [%0], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_91 = torch.constant.int 1
    %int2_92 = torch.constant.int 2
    %77 = torch.aten.transpose.int %72, %int1_91, %int2_92 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %77, [%0, %1], affine_map<()[s0, s1] -> (s0, 8, s1 + 1, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %int1_93 = torch.constant.int 1
    %int2_94 = torch.constant.int 2
    %78 = torch.aten.transpose.int %75, %int1_93, %int2_94 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %78, [%0, %1], affine_map<()[s0, s1] -> (s0, 8, s1 + 1, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %none_95 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_96 = torch.constant.bool false
    %none_97 = torch.constant.none
    %true_98 = torch.constant.bool true
    %79 = torch.aten.scaled_dot_product_attention %76, %77, %78, %none_95, %float0.000000e00, %false_96, %none_97, %true_98 : !torch.vtensor<[?,32,1,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %79, [%0], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_99 = torch.constant.int 1
    %int2_100 = torch.constant.int 2
    %80 = torch.aten.transpose.int %79, %int1_99, %int2_100 : !torch.vtensor<[?,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %80, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_101 = torch.constant.int 1
    %int4096 = torch.constant.int 4096
    %81 = torch.prim.ListConstruct %2, %int1_101, %int4096 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.view %80, %81 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %82, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.0.wo.weight = util.global.load @__auto.layers.0.wo.weight : tensor<4096x4096xf16>
    %83 = torch_c.from_builtin_tensor %__auto.layers.0.wo.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_102 = torch.constant.none
    %84 = torch.aten.linear %82, %83, %none_102 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %84, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_103 = torch.constant.int 1
    %85 = torch.aten.add.Tensor %5, %84, %int1_103 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %85, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %none_104 = torch.constant.none
    %none_105 = torch.constant.none
    %int5_106 = torch.constant.int 5
    %meta_107 = torch.constant.device "meta"
    %int0_108 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %85, %none_104, %none_105, %int5_106, %meta_107, %int0_108 : !torch.vtensor<[?,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_109 = torch.constant.int 6
    %86 = torch.prims.convert_element_type %85, %int6_109 : !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %86, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int2_110 = torch.constant.int 2
    %87 = torch.aten.pow.Tensor_Scalar %86, %int2_110 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %87, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int-1_111 = torch.constant.int -1
    %88 = torch.prim.ListConstruct %int-1_111 : (!torch.int) -> !torch.list<int>
    %true_112 = torch.constant.bool true
    %none_113 = torch.constant.none
    %89 = torch.aten.mean.dim %87, %88, %true_112, %none_113 : !torch.vtensor<[?,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %89, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_114 = torch.constant.float 1.000000e-05
    %int1_115 = torch.constant.int 1
    %90 = torch.aten.add.Scalar %89, %float1.000000e-05_114, %int1_115 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %90, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %91 = torch.aten.rsqrt %90 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %91, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %92 = torch.aten.mul.Tensor %86, %91 : !torch.vtensor<[?,1,4096],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %92, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %none_116 = torch.constant.none
    %none_117 = torch.constant.none
    %int6_118 = torch.constant.int 6
    %meta_119 = torch.constant.device "meta"
    %int0_120 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %92, %none_116, %none_117, %int6_118, %meta_119, %int0_120 : !torch.vtensor<[?,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_121 = torch.constant.int 5
    %93 = torch.prims.convert_element_type %92, %int5_121 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %93, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.0.ffn_norm.weight = util.global.load @__auto.layers.0.ffn_norm.weight : tensor<4096xf16>
    %94 = torch_c.from_builtin_tensor %__auto.layers.0.ffn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %95 = torch.aten.mul.Tensor %93, %94 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %95, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.0.w1.weight = util.global.load @__auto.layers.0.w1.weight : tensor<14336x4096xf16>
    %96 = torch_c.from_builtin_tensor %__auto.layers.0.w1.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_122 = torch.constant.none
    %97 = torch.aten.linear %95, %96, %none_122 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %97, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %98 = torch.aten.silu %97 : !torch.vtensor<[?,1,14336],f16> -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %98, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %__auto.layers.0.w3.weight = util.global.load @__auto.layers.0.w3.weight : tensor<14336x4096xf16>
    %99 = torch_c.from_builtin_tensor %__auto.layers.0.w3.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_123 = torch.constant.none
    %100 = torch.aten.linear %95, %99, %none_123 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %100, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %101 = torch.aten.mul.Tensor %98, %100 : !torch.vtensor<[?,1,14336],f16>, !torch.vtensor<[?,1,14336],f16> -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %101, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %__auto.layers.0.w2.weight = util.global.load @__auto.layers.0.w2.weight : tensor<4096x14336xf16>
    %102 = torch_c.from_builtin_tensor %__auto.layers.0.w2.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %none_124 = torch.constant.none
    %103 = torch.aten.linear %101, %102, %none_124 : !torch.vtensor<[?,1,14336],f16>, !torch.vtensor<[4096,14336],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %103, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_125 = torch.constant.int 1
    %104 = torch.aten.add.Tensor %85, %103, %int1_125 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %104, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %none_126 = torch.constant.none
    %none_127 = torch.constant.none
    %int5_128 = torch.constant.int 5
    %meta_129 = torch.constant.device "meta"
    %int0_130 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %104, %none_126, %none_127, %int5_128, %meta_129, %int0_130 : !torch.vtensor<[?,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_131 = torch.constant.int 6
    %105 = torch.prims.convert_element_type %104, %int6_131 : !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %105, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int2_132 = torch.constant.int 2
    %106 = torch.aten.pow.Tensor_Scalar %105, %int2_132 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %106, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int-1_133 = torch.constant.int -1
    %107 = torch.prim.ListConstruct %int-1_133 : (!torch.int) -> !torch.list<int>
    %true_134 = torch.constant.bool true
    %none_135 = torch.constant.none
    %108 = torch.aten.mean.dim %106, %107, %true_134, %none_135 : !torch.vtensor<[?,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %108, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_136 = torch.constant.float 1.000000e-05
    %int1_137 = torch.constant.int 1
    %109 = torch.aten.add.Scalar %108, %float1.000000e-05_136, %int1_137 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %109, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %110 = torch.aten.rsqrt %109 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %110, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %111 = torch.aten.mul.Tensor %105, %110 : !torch.vtensor<[?,1,4096],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %111, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %none_138 = torch.constant.none
    %none_139 = torch.constant.none
    %int6_140 = torch.constant.int 6
    %meta_141 = torch.constant.device "meta"
    %int0_142 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %111, %none_138, %none_139, %int6_140, %meta_141, %int0_142 : !torch.vtensor<[?,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_143 = torch.constant.int 5
    %112 = torch.prims.convert_element_type %111, %int5_143 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %112, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.1.attn_norm.weight = util.global.load @__auto.layers.1.attn_norm.weight : tensor<4096xf16>
    %113 = torch_c.from_builtin_tensor %__auto.layers.1.attn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %114 = torch.aten.mul.Tensor %112, %113 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %114, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.1.wq.weight = util.global.load @__auto.layers.1.wq.weight : tensor<4096x4096xf16>
    %115 = torch_c.from_builtin_tensor %__auto.layers.1.wq.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_144 = torch.constant.none
    %116 = torch.aten.linear %114, %115, %none_144 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %116, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_145 = torch.constant.int 1
    %int32_146 = torch.constant.int 32
    %int128_147 = torch.constant.int 128
    %117 = torch.prim.ListConstruct %2, %int1_145, %int32_146, %int128_147 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %118 = torch.aten.view %116, %117 : !torch.vtensor<[?,1,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %118, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %__auto.layers.1.wk.weight = util.global.load @__auto.layers.1.wk.weight : tensor<1024x4096xf16>
    %119 = torch_c.from_builtin_tensor %__auto.layers.1.wk.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_148 = torch.constant.none
    %120 = torch.aten.linear %114, %119, %none_148 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,1,1024],f16>
    torch.bind_symbolic_shape %120, [%0], affine_map<()[s0] -> (s0, 1, 1024)> : !torch.vtensor<[?,1,1024],f16>
    %int1_149 = torch.constant.int 1
    %int8_150 = torch.constant.int 8
    %int128_151 = torch.constant.int 128
    %121 = torch.prim.ListConstruct %2, %int1_149, %int8_150, %int128_151 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %120, %121 : !torch.vtensor<[?,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %122, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %__auto.layers.1.wv.weight = util.global.load @__auto.layers.1.wv.weight : tensor<1024x4096xf16>
    %123 = torch_c.from_builtin_tensor %__auto.layers.1.wv.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_152 = torch.constant.none
    %124 = torch.aten.linear %114, %123, %none_152 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,1,1024],f16>
    torch.bind_symbolic_shape %124, [%0], affine_map<()[s0] -> (s0, 1, 1024)> : !torch.vtensor<[?,1,1024],f16>
    %int1_153 = torch.constant.int 1
    %int8_154 = torch.constant.int 8
    %int128_155 = torch.constant.int 128
    %125 = torch.prim.ListConstruct %2, %int1_153, %int8_154, %int128_155 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %126 = torch.aten.view %124, %125 : !torch.vtensor<[?,1,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %126, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %int3_156 = torch.constant.int 3
    %int0_157 = torch.constant.int 0
    %int9223372036854775807_158 = torch.constant.int 9223372036854775807
    %int2_159 = torch.constant.int 2
    %127 = torch.aten.slice.Tensor %118, %int3_156, %int0_157, %int9223372036854775807_158, %int2_159 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %127, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int3_160 = torch.constant.int 3
    %int1_161 = torch.constant.int 1
    %int9223372036854775807_162 = torch.constant.int 9223372036854775807
    %int2_163 = torch.constant.int 2
    %128 = torch.aten.slice.Tensor %118, %int3_160, %int1_161, %int9223372036854775807_162, %int2_163 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %128, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int-2_164 = torch.constant.int -2
    %129 = torch.aten.unsqueeze %17, %int-2_164 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_165 = torch.constant.int -2
    %130 = torch.aten.unsqueeze %19, %int-2_165 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %131 = torch.aten.mul.Tensor %127, %129 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %131, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %132 = torch.aten.mul.Tensor %128, %130 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %132, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int1_166 = torch.constant.int 1
    %133 = torch.aten.sub.Tensor %131, %132, %int1_166 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %133, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %134 = torch.aten.mul.Tensor %127, %130 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %134, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %135 = torch.aten.mul.Tensor %128, %129 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %135, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %int1_167 = torch.constant.int 1
    %136 = torch.aten.add.Tensor %134, %135, %int1_167 : !torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>, !torch.int -> !torch.vtensor<[?,1,32,64],f16>
    torch.bind_symbolic_shape %136, [%0], affine_map<()[s0] -> (s0, 1, 32, 64)> : !torch.vtensor<[?,1,32,64],f16>
    %137 = torch.prim.ListConstruct %133, %136 : (!torch.vtensor<[?,1,32,64],f16>, !torch.vtensor<[?,1,32,64],f16>) -> !torch.list<vtensor>
    %int-1_168 = torch.constant.int -1
    %138 = torch.aten.stack %137, %int-1_168 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,32,64,2],f16>
    torch.bind_symbolic_shape %138, [%0], affine_map<()[s0] -> (s0, 1, 32, 64, 2)> : !torch.vtensor<[?,1,32,64,2],f16>
    %int1_169 = torch.constant.int 1
    %int32_170 = torch.constant.int 32
    %int128_171 = torch.constant.int 128
    %139 = torch.prim.ListConstruct %2, %int1_169, %int32_170, %int128_171 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %140 = torch.aten.view %138, %139 : !torch.vtensor<[?,1,32,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %140, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int3_172 = torch.constant.int 3
    %int0_173 = torch.constant.int 0
    %int9223372036854775807_174 = torch.constant.int 9223372036854775807
    %int2_175 = torch.constant.int 2
    %141 = torch.aten.slice.Tensor %122, %int3_172, %int0_173, %int9223372036854775807_174, %int2_175 : !torch.vtensor<[?,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %141, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int3_176 = torch.constant.int 3
    %int1_177 = torch.constant.int 1
    %int9223372036854775807_178 = torch.constant.int 9223372036854775807
    %int2_179 = torch.constant.int 2
    %142 = torch.aten.slice.Tensor %122, %int3_176, %int1_177, %int9223372036854775807_178, %int2_179 : !torch.vtensor<[?,1,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %142, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int-2_180 = torch.constant.int -2
    %143 = torch.aten.unsqueeze %17, %int-2_180 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %int-2_181 = torch.constant.int -2
    %144 = torch.aten.unsqueeze %19, %int-2_181 : !torch.vtensor<[1,64],f16>, !torch.int -> !torch.vtensor<[1,1,64],f16>
    %145 = torch.aten.mul.Tensor %141, %143 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %145, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %146 = torch.aten.mul.Tensor %142, %144 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %146, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int1_182 = torch.constant.int 1
    %147 = torch.aten.sub.Tensor %145, %146, %int1_182 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %147, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %148 = torch.aten.mul.Tensor %141, %144 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %148, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %149 = torch.aten.mul.Tensor %142, %143 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[1,1,64],f16> -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %149, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %int1_183 = torch.constant.int 1
    %150 = torch.aten.add.Tensor %148, %149, %int1_183 : !torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>, !torch.int -> !torch.vtensor<[?,1,8,64],f16>
    torch.bind_symbolic_shape %150, [%0], affine_map<()[s0] -> (s0, 1, 8, 64)> : !torch.vtensor<[?,1,8,64],f16>
    %151 = torch.prim.ListConstruct %147, %150 : (!torch.vtensor<[?,1,8,64],f16>, !torch.vtensor<[?,1,8,64],f16>) -> !torch.list<vtensor>
    %int-1_184 = torch.constant.int -1
    %152 = torch.aten.stack %151, %int-1_184 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,1,8,64,2],f16>
    torch.bind_symbolic_shape %152, [%0], affine_map<()[s0] -> (s0, 1, 8, 64, 2)> : !torch.vtensor<[?,1,8,64,2],f16>
    %int1_185 = torch.constant.int 1
    %int8_186 = torch.constant.int 8
    %int128_187 = torch.constant.int 128
    %153 = torch.prim.ListConstruct %2, %int1_185, %int8_186, %int128_187 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.view %152, %153 : !torch.vtensor<[?,1,8,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,1,8,128],f16>
    torch.bind_symbolic_shape %154, [%0], affine_map<()[s0] -> (s0, 1, 8, 128)> : !torch.vtensor<[?,1,8,128],f16>
    %int0_188 = torch.constant.int 0
    %int1_189 = torch.constant.int 1
    %155 = torch.aten.select.int %arg1, %int0_188, %int1_189 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %155, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %156 = torch.prim.ListConstruct %155, %154 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,1,8,128],f16>) -> !torch.list<vtensor>
    %int1_190 = torch.constant.int 1
    %157 = torch.aten.cat %156, %int1_190 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %157, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int0_191 = torch.constant.int 0
    %int1_192 = torch.constant.int 1
    %158 = torch.aten.select.int %arg2, %int0_191, %int1_192 : !torch.vtensor<[2,?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %158, [%0, %1], affine_map<()[s0, s1] -> (s0, s1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %159 = torch.prim.ListConstruct %158, %126 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,1,8,128],f16>) -> !torch.list<vtensor>
    %int1_193 = torch.constant.int 1
    %160 = torch.aten.cat %159, %int1_193 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %160, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 1, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int1_194 = torch.constant.int 1
    %int2_195 = torch.constant.int 2
    %161 = torch.aten.transpose.int %140, %int1_194, %int2_195 : !torch.vtensor<[?,1,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %161, [%0], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_196 = torch.constant.int 1
    %int2_197 = torch.constant.int 2
    %162 = torch.aten.transpose.int %157, %int1_196, %int2_197 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %162, [%0, %1], affine_map<()[s0, s1] -> (s0, 8, s1 + 1, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %int1_198 = torch.constant.int 1
    %int2_199 = torch.constant.int 2
    %163 = torch.aten.transpose.int %160, %int1_198, %int2_199 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %163, [%0, %1], affine_map<()[s0, s1] -> (s0, 8, s1 + 1, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %none_200 = torch.constant.none
    %float0.000000e00_201 = torch.constant.float 0.000000e+00
    %false_202 = torch.constant.bool false
    %none_203 = torch.constant.none
    %true_204 = torch.constant.bool true
    %164 = torch.aten.scaled_dot_product_attention %161, %162, %163, %none_200, %float0.000000e00_201, %false_202, %none_203, %true_204 : !torch.vtensor<[?,32,1,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,32,1,128],f16>
    torch.bind_symbolic_shape %164, [%0], affine_map<()[s0] -> (s0, 32, 1, 128)> : !torch.vtensor<[?,32,1,128],f16>
    %int1_205 = torch.constant.int 1
    %int2_206 = torch.constant.int 2
    %165 = torch.aten.transpose.int %164, %int1_205, %int2_206 : !torch.vtensor<[?,32,1,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,1,32,128],f16>
    torch.bind_symbolic_shape %165, [%0], affine_map<()[s0] -> (s0, 1, 32, 128)> : !torch.vtensor<[?,1,32,128],f16>
    %int1_207 = torch.constant.int 1
    %int4096_208 = torch.constant.int 4096
    %166 = torch.prim.ListConstruct %2, %int1_207, %int4096_208 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %167 = torch.aten.view %165, %166 : !torch.vtensor<[?,1,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %167, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.1.wo.weight = util.global.load @__auto.layers.1.wo.weight : tensor<4096x4096xf16>
    %168 = torch_c.from_builtin_tensor %__auto.layers.1.wo.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_209 = torch.constant.none
    %169 = torch.aten.linear %167, %168, %none_209 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %169, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_210 = torch.constant.int 1
    %170 = torch.aten.add.Tensor %104, %169, %int1_210 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %170, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %none_211 = torch.constant.none
    %none_212 = torch.constant.none
    %int5_213 = torch.constant.int 5
    %meta_214 = torch.constant.device "meta"
    %int0_215 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %170, %none_211, %none_212, %int5_213, %meta_214, %int0_215 : !torch.vtensor<[?,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_216 = torch.constant.int 6
    %171 = torch.prims.convert_element_type %170, %int6_216 : !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %171, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int2_217 = torch.constant.int 2
    %172 = torch.aten.pow.Tensor_Scalar %171, %int2_217 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %172, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int-1_218 = torch.constant.int -1
    %173 = torch.prim.ListConstruct %int-1_218 : (!torch.int) -> !torch.list<int>
    %true_219 = torch.constant.bool true
    %none_220 = torch.constant.none
    %174 = torch.aten.mean.dim %172, %173, %true_219, %none_220 : !torch.vtensor<[?,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %174, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_221 = torch.constant.float 1.000000e-05
    %int1_222 = torch.constant.int 1
    %175 = torch.aten.add.Scalar %174, %float1.000000e-05_221, %int1_222 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %175, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %176 = torch.aten.rsqrt %175 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %176, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %177 = torch.aten.mul.Tensor %171, %176 : !torch.vtensor<[?,1,4096],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %177, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %none_223 = torch.constant.none
    %none_224 = torch.constant.none
    %int6_225 = torch.constant.int 6
    %meta_226 = torch.constant.device "meta"
    %int0_227 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %177, %none_223, %none_224, %int6_225, %meta_226, %int0_227 : !torch.vtensor<[?,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_228 = torch.constant.int 5
    %178 = torch.prims.convert_element_type %177, %int5_228 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %178, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.1.ffn_norm.weight = util.global.load @__auto.layers.1.ffn_norm.weight : tensor<4096xf16>
    %179 = torch_c.from_builtin_tensor %__auto.layers.1.ffn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %180 = torch.aten.mul.Tensor %178, %179 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %180, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.layers.1.w1.weight = util.global.load @__auto.layers.1.w1.weight : tensor<14336x4096xf16>
    %181 = torch_c.from_builtin_tensor %__auto.layers.1.w1.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_229 = torch.constant.none
    %182 = torch.aten.linear %180, %181, %none_229 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %182, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %183 = torch.aten.silu %182 : !torch.vtensor<[?,1,14336],f16> -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %183, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %__auto.layers.1.w3.weight = util.global.load @__auto.layers.1.w3.weight : tensor<14336x4096xf16>
    %184 = torch_c.from_builtin_tensor %__auto.layers.1.w3.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_230 = torch.constant.none
    %185 = torch.aten.linear %180, %184, %none_230 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %185, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %186 = torch.aten.mul.Tensor %183, %185 : !torch.vtensor<[?,1,14336],f16>, !torch.vtensor<[?,1,14336],f16> -> !torch.vtensor<[?,1,14336],f16>
    torch.bind_symbolic_shape %186, [%0], affine_map<()[s0] -> (s0, 1, 14336)> : !torch.vtensor<[?,1,14336],f16>
    %__auto.layers.1.w2.weight = util.global.load @__auto.layers.1.w2.weight : tensor<4096x14336xf16>
    %187 = torch_c.from_builtin_tensor %__auto.layers.1.w2.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %none_231 = torch.constant.none
    %188 = torch.aten.linear %186, %187, %none_231 : !torch.vtensor<[?,1,14336],f16>, !torch.vtensor<[4096,14336],f16>, !torch.none -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %188, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %int1_232 = torch.constant.int 1
    %189 = torch.aten.add.Tensor %170, %188, %int1_232 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %189, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %none_233 = torch.constant.none
    %none_234 = torch.constant.none
    %int5_235 = torch.constant.int 5
    %meta_236 = torch.constant.device "meta"
    %int0_237 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %189, %none_233, %none_234, %int5_235, %meta_236, %int0_237 : !torch.vtensor<[?,1,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_238 = torch.constant.int 6
    %190 = torch.prims.convert_element_type %189, %int6_238 : !torch.vtensor<[?,1,4096],f16>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %190, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int2_239 = torch.constant.int 2
    %191 = torch.aten.pow.Tensor_Scalar %190, %int2_239 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %191, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %int-1_240 = torch.constant.int -1
    %192 = torch.prim.ListConstruct %int-1_240 : (!torch.int) -> !torch.list<int>
    %true_241 = torch.constant.bool true
    %none_242 = torch.constant.none
    %193 = torch.aten.mean.dim %191, %192, %true_241, %none_242 : !torch.vtensor<[?,1,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %193, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %float1.000000e-05_243 = torch.constant.float 1.000000e-05
    %int1_244 = torch.constant.int 1
    %194 = torch.aten.add.Scalar %193, %float1.000000e-05_243, %int1_244 : !torch.vtensor<[?,1,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %194, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %195 = torch.aten.rsqrt %194 : !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,1],f32>
    torch.bind_symbolic_shape %195, [%0], affine_map<()[s0] -> (s0, 1, 1)> : !torch.vtensor<[?,1,1],f32>
    %196 = torch.aten.mul.Tensor %190, %195 : !torch.vtensor<[?,1,4096],f32>, !torch.vtensor<[?,1,1],f32> -> !torch.vtensor<[?,1,4096],f32>
    torch.bind_symbolic_shape %196, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f32>
    %none_245 = torch.constant.none
    %none_246 = torch.constant.none
    %int6_247 = torch.constant.int 6
    %meta_248 = torch.constant.device "meta"
    %int0_249 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %196, %none_245, %none_246, %int6_247, %meta_248, %int0_249 : !torch.vtensor<[?,1,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_250 = torch.constant.int 5
    %197 = torch.prims.convert_element_type %196, %int5_250 : !torch.vtensor<[?,1,4096],f32>, !torch.int -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %197, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<4096xf16>
    %198 = torch_c.from_builtin_tensor %__auto.norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %199 = torch.aten.mul.Tensor %197, %198 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,1,4096],f16>
    torch.bind_symbolic_shape %199, [%0], affine_map<()[s0] -> (s0, 1, 4096)> : !torch.vtensor<[?,1,4096],f16>
    %__auto.out.weight = util.global.load @__auto.out.weight : tensor<128256x4096xf16>
    %200 = torch_c.from_builtin_tensor %__auto.out.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %none_251 = torch.constant.none
    %201 = torch.aten.linear %199, %200, %none_251 : !torch.vtensor<[?,1,4096],f16>, !torch.vtensor<[128256,4096],f16>, !torch.none -> !torch.vtensor<[?,1,128256],f16>
    torch.bind_symbolic_shape %201, [%0], affine_map<()[s0] -> (s0, 1, 128256)> : !torch.vtensor<[?,1,128256],f16>
    %202 = torch.prim.ListConstruct %72, %157 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,?,8,128],f16>) -> !torch.list<vtensor>
    %int0_252 = torch.constant.int 0
    %203 = torch.aten.stack %202, %int0_252 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,?,?,8,128],f16>
    torch.bind_symbolic_shape %203, [%0, %1], affine_map<()[s0, s1] -> (2, s0, s1 + 1, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    %204 = torch.prim.ListConstruct %75, %160 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,?,8,128],f16>) -> !torch.list<vtensor>
    %int0_253 = torch.constant.int 0
    %205 = torch.aten.stack %204, %int0_253 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,?,?,8,128],f16>
    torch.bind_symbolic_shape %205, [%0, %1], affine_map<()[s0, s1] -> (2, s0, s1 + 1, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    return %201, %203, %205 : !torch.vtensor<[?,1,128256],f16>, !torch.vtensor<[2,?,?,8,128],f16>, !torch.vtensor<[2,?,?,8,128],f16>
  }
}
