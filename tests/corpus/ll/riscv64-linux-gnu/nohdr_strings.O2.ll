; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"len %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"bases: %s \00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"  one two\09three\0Afour  five \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"copied\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"memcmp %d strchr %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"pangram %d o-count %d\0A\00", align 1
@utoa_base.digits = internal unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = alloca [70 x i8], align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca [26 x i32], align 4
  %5 = alloca [64 x i8], align 1
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 43, i32 noundef signext 43)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext -1)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !tbaa !9
  br label %8

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ]
  %10 = load i8, ptr %9, align 1, !tbaa !9
  %11 = icmp eq i8 %10, 0
  %12 = getelementptr inbounds i8, ptr %9, i64 1
  br i1 %11, label %13, label %8, !llvm.loop !12

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !tbaa !9
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ]
  %17 = load i8, ptr %16, align 1, !tbaa !9
  %18 = icmp eq i8 %17, 0
  %19 = getelementptr inbounds i8, ptr %16, i64 1
  br i1 %18, label %20, label %15, !llvm.loop !12

20:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !tbaa !9
  %21 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ]
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = icmp eq i8 %24, 0
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  br i1 %25, label %27, label %22, !llvm.loop !12

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64
  %29 = sub i64 %28, %14
  %30 = getelementptr inbounds i8, ptr %1, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 -1
  %32 = icmp ugt ptr %31, %1
  br i1 %32, label %33, label %41

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = load i8, ptr %34, align 1, !tbaa !9
  store i8 %37, ptr %35, align 1, !tbaa !9
  store i8 %36, ptr %34, align 1, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %35, i64 1
  %39 = getelementptr inbounds i8, ptr %34, i64 -1
  %40 = icmp ult ptr %38, %39
  br i1 %40, label %33, label %41, !llvm.loop !14

41:                                               ; preds = %33, %27
  %42 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5
  %43 = getelementptr inbounds i8, ptr %2, i64 1
  %44 = getelementptr inbounds i8, ptr %2, i64 2
  %45 = getelementptr inbounds i8, ptr %2, i64 3
  %46 = getelementptr inbounds i8, ptr %2, i64 4
  %47 = getelementptr inbounds i8, ptr %2, i64 5
  %48 = getelementptr inbounds i8, ptr %2, i64 6
  %49 = getelementptr inbounds i8, ptr %2, i64 7
  %50 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 3544668469065756977, ptr %2, align 8
  store i8 0, ptr %50, align 8, !tbaa !9
  br label %51

51:                                               ; preds = %51, %41
  %52 = phi ptr [ %2, %41 ], [ %55, %51 ]
  %53 = load i8, ptr %52, align 1, !tbaa !9
  %54 = icmp eq i8 %53, 0
  %55 = getelementptr inbounds i8, ptr %52, i64 1
  br i1 %54, label %56, label %51, !llvm.loop !12

56:                                               ; preds = %51
  %57 = ptrtoint ptr %52 to i64
  %58 = ptrtoint ptr %2 to i64
  %59 = sub i64 %57, %58
  %60 = getelementptr inbounds i8, ptr %2, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 -1
  %62 = icmp ugt ptr %61, %2
  br i1 %62, label %63, label %71

63:                                               ; preds = %56, %63
  %64 = phi ptr [ %69, %63 ], [ %61, %56 ]
  %65 = phi ptr [ %68, %63 ], [ %2, %56 ]
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = load i8, ptr %64, align 1, !tbaa !9
  store i8 %67, ptr %65, align 1, !tbaa !9
  store i8 %66, ptr %64, align 1, !tbaa !9
  %68 = getelementptr inbounds i8, ptr %65, i64 1
  %69 = getelementptr inbounds i8, ptr %64, i64 -1
  %70 = icmp ult ptr %68, %69
  br i1 %70, label %63, label %71, !llvm.loop !14

71:                                               ; preds = %63, %56
  %72 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2)
  store i8 102, ptr %2, align 8, !tbaa !9
  store i8 102, ptr %43, align 1, !tbaa !9
  store i8 0, ptr %44, align 2, !tbaa !9
  br label %73

73:                                               ; preds = %71, %73
  %74 = phi ptr [ %2, %71 ], [ %75, %73 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 1
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %73, !llvm.loop !12

78:                                               ; preds = %73
  %79 = ptrtoint ptr %75 to i64
  %80 = sub i64 %79, %58
  %81 = getelementptr inbounds i8, ptr %2, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 -1
  %83 = icmp ugt ptr %82, %2
  br i1 %83, label %84, label %92

84:                                               ; preds = %78, %84
  %85 = phi ptr [ %90, %84 ], [ %82, %78 ]
  %86 = phi ptr [ %89, %84 ], [ %2, %78 ]
  %87 = load i8, ptr %86, align 1, !tbaa !9
  %88 = load i8, ptr %85, align 1, !tbaa !9
  store i8 %88, ptr %86, align 1, !tbaa !9
  store i8 %87, ptr %85, align 1, !tbaa !9
  %89 = getelementptr inbounds i8, ptr %86, i64 1
  %90 = getelementptr inbounds i8, ptr %85, i64 -1
  %91 = icmp ult ptr %89, %90
  br i1 %91, label %84, label %92, !llvm.loop !14

92:                                               ; preds = %84, %78
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  store i8 102, ptr %2, align 8, !tbaa !9
  store i8 110, ptr %43, align 1, !tbaa !9
  store i8 103, ptr %44, align 2, !tbaa !9
  store i8 117, ptr %45, align 1, !tbaa !9
  store i8 104, ptr %46, align 4, !tbaa !9
  store i8 53, ptr %47, align 1, !tbaa !9
  store i8 114, ptr %48, align 2, !tbaa !9
  store i8 102, ptr %49, align 1, !tbaa !9
  store i8 0, ptr %50, align 8, !tbaa !9
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi ptr [ %2, %92 ], [ %98, %94 ]
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = icmp eq i8 %96, 0
  %98 = getelementptr inbounds i8, ptr %95, i64 1
  br i1 %97, label %99, label %94, !llvm.loop !12

99:                                               ; preds = %94
  %100 = ptrtoint ptr %95 to i64
  %101 = sub i64 %100, %58
  %102 = getelementptr inbounds i8, ptr %2, i64 %101
  %103 = getelementptr inbounds i8, ptr %102, i64 -1
  %104 = icmp ugt ptr %103, %2
  br i1 %104, label %105, label %113

105:                                              ; preds = %99, %105
  %106 = phi ptr [ %111, %105 ], [ %103, %99 ]
  %107 = phi ptr [ %110, %105 ], [ %2, %99 ]
  %108 = load i8, ptr %107, align 1, !tbaa !9
  %109 = load i8, ptr %106, align 1, !tbaa !9
  store i8 %109, ptr %107, align 1, !tbaa !9
  store i8 %108, ptr %106, align 1, !tbaa !9
  %110 = getelementptr inbounds i8, ptr %107, i64 1
  %111 = getelementptr inbounds i8, ptr %106, i64 -1
  %112 = icmp ult ptr %110, %111
  br i1 %112, label %105, label %113, !llvm.loop !14

113:                                              ; preds = %105, %99
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  br label %115

115:                                              ; preds = %115, %113
  %116 = phi i64 [ -1, %113 ], [ %120, %115 ]
  %117 = phi i64 [ 0, %113 ], [ %125, %115 ]
  %118 = getelementptr inbounds i8, ptr %2, i64 %117
  %119 = freeze i64 %116
  %120 = udiv i64 %119, 10
  %121 = mul i64 %120, 10
  %122 = sub i64 %119, %121
  %123 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %122
  %124 = load i8, ptr %123, align 1, !tbaa !9
  %125 = add nuw nsw i64 %117, 1
  store i8 %124, ptr %118, align 1, !tbaa !9
  %126 = icmp eq i64 %117, 19
  br i1 %126, label %127, label %115, !llvm.loop !15

127:                                              ; preds = %115
  %128 = getelementptr inbounds i8, ptr %2, i64 %125
  store i8 0, ptr %128, align 1, !tbaa !9
  br label %129

129:                                              ; preds = %129, %127
  %130 = phi ptr [ %2, %127 ], [ %133, %129 ]
  %131 = load i8, ptr %130, align 1, !tbaa !9
  %132 = icmp eq i8 %131, 0
  %133 = getelementptr inbounds i8, ptr %130, i64 1
  br i1 %132, label %134, label %129, !llvm.loop !12

134:                                              ; preds = %129
  %135 = ptrtoint ptr %130 to i64
  %136 = sub i64 %135, %58
  %137 = getelementptr inbounds i8, ptr %2, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 -1
  %139 = icmp ugt ptr %138, %2
  br i1 %139, label %140, label %148

140:                                              ; preds = %134, %140
  %141 = phi ptr [ %146, %140 ], [ %138, %134 ]
  %142 = phi ptr [ %145, %140 ], [ %2, %134 ]
  %143 = load i8, ptr %142, align 1, !tbaa !9
  %144 = load i8, ptr %141, align 1, !tbaa !9
  store i8 %144, ptr %142, align 1, !tbaa !9
  store i8 %143, ptr %141, align 1, !tbaa !9
  %145 = getelementptr inbounds i8, ptr %142, i64 1
  %146 = getelementptr inbounds i8, ptr %141, i64 -1
  %147 = icmp ult ptr %145, %146
  br i1 %147, label %140, label %148, !llvm.loop !14

148:                                              ; preds = %140, %134
  %149 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  br label %150

150:                                              ; preds = %157, %148
  %151 = phi i32 [ 0, %148 ], [ %161, %157 ]
  %152 = phi i1 [ false, %148 ], [ %158, %157 ]
  %153 = phi ptr [ @.str.15, %148 ], [ %162, %157 ]
  %154 = xor i1 %152, true
  %155 = load i8, ptr %153, align 1, !tbaa !9
  switch i8 %155, label %156 [
    i8 0, label %163
    i8 32, label %157
    i8 9, label %157
    i8 10, label %157
  ]

156:                                              ; preds = %150
  br label %157

157:                                              ; preds = %156, %150, %150, %150
  %158 = phi i1 [ true, %156 ], [ false, %150 ], [ false, %150 ], [ false, %150 ]
  %159 = and i1 %158, %154
  %160 = zext i1 %159 to i32
  %161 = add nuw nsw i32 %151, %160
  %162 = getelementptr inbounds i8, ptr %153, i64 1
  br label %150, !llvm.loop !16

163:                                              ; preds = %150
  %164 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %151)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %3, i8 45, i64 31, i1 false)
  %165 = getelementptr inbounds i8, ptr %3, i64 31
  store i8 0, ptr %165, align 1, !tbaa !9
  %166 = getelementptr inbounds i8, ptr %3, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %166, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false)
  %167 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %3)
  %168 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20))
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(104) %4, i8 0, i64 104, i1 false)
  br label %169

169:                                              ; preds = %163, %181
  %170 = phi i8 [ 116, %163 ], [ %184, %181 ]
  %171 = phi i64 [ 0, %163 ], [ %182, %181 ]
  %172 = add i8 %170, -97
  %173 = icmp ult i8 %172, 26
  br i1 %173, label %174, label %181

174:                                              ; preds = %169
  %175 = zext nneg i8 %170 to i64
  %176 = add nuw nsw i64 %175, 4294967199
  %177 = and i64 %176, 4294967295
  %178 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !17
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %178, align 4, !tbaa !17
  br label %181

181:                                              ; preds = %169, %174
  %182 = add nuw nsw i64 %171, 1
  %183 = getelementptr inbounds i8, ptr @.str, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !9
  %185 = icmp eq i64 %182, 43
  br i1 %185, label %186, label %169, !llvm.loop !19

186:                                              ; preds = %181
  %187 = load i32, ptr %4, align 4, !tbaa !17
  %188 = icmp ne i32 %187, 0
  %189 = getelementptr inbounds i8, ptr %4, i64 4
  %190 = load i32, ptr %189, align 4, !tbaa !17
  %191 = icmp ne i32 %190, 0
  %192 = getelementptr inbounds i8, ptr %4, i64 8
  %193 = load i32, ptr %192, align 4, !tbaa !17
  %194 = icmp ne i32 %193, 0
  %195 = getelementptr inbounds i8, ptr %4, i64 12
  %196 = load i32, ptr %195, align 4, !tbaa !17
  %197 = icmp ne i32 %196, 0
  %198 = getelementptr inbounds i8, ptr %4, i64 16
  %199 = load i32, ptr %198, align 4, !tbaa !17
  %200 = icmp ne i32 %199, 0
  %201 = getelementptr inbounds i8, ptr %4, i64 20
  %202 = load i32, ptr %201, align 4, !tbaa !17
  %203 = icmp ne i32 %202, 0
  %204 = getelementptr inbounds i8, ptr %4, i64 24
  %205 = load i32, ptr %204, align 4, !tbaa !17
  %206 = icmp ne i32 %205, 0
  %207 = getelementptr inbounds i8, ptr %4, i64 28
  %208 = load i32, ptr %207, align 4, !tbaa !17
  %209 = icmp ne i32 %208, 0
  %210 = getelementptr inbounds i8, ptr %4, i64 32
  %211 = load i32, ptr %210, align 4, !tbaa !17
  %212 = icmp ne i32 %211, 0
  %213 = getelementptr inbounds i8, ptr %4, i64 36
  %214 = load i32, ptr %213, align 4, !tbaa !17
  %215 = icmp ne i32 %214, 0
  %216 = getelementptr inbounds i8, ptr %4, i64 40
  %217 = load i32, ptr %216, align 4, !tbaa !17
  %218 = icmp ne i32 %217, 0
  %219 = getelementptr inbounds i8, ptr %4, i64 44
  %220 = load i32, ptr %219, align 4, !tbaa !17
  %221 = icmp ne i32 %220, 0
  %222 = getelementptr inbounds i8, ptr %4, i64 48
  %223 = load i32, ptr %222, align 4, !tbaa !17
  %224 = icmp ne i32 %223, 0
  %225 = getelementptr inbounds i8, ptr %4, i64 52
  %226 = load i32, ptr %225, align 4, !tbaa !17
  %227 = icmp ne i32 %226, 0
  %228 = getelementptr inbounds i8, ptr %4, i64 56
  %229 = load i32, ptr %228, align 4, !tbaa !17
  %230 = icmp ne i32 %229, 0
  %231 = getelementptr inbounds i8, ptr %4, i64 60
  %232 = load i32, ptr %231, align 4, !tbaa !17
  %233 = icmp ne i32 %232, 0
  %234 = getelementptr inbounds i8, ptr %4, i64 64
  %235 = load i32, ptr %234, align 4, !tbaa !17
  %236 = icmp ne i32 %235, 0
  %237 = getelementptr inbounds i8, ptr %4, i64 68
  %238 = load i32, ptr %237, align 4, !tbaa !17
  %239 = icmp ne i32 %238, 0
  %240 = getelementptr inbounds i8, ptr %4, i64 72
  %241 = load i32, ptr %240, align 4, !tbaa !17
  %242 = icmp ne i32 %241, 0
  %243 = getelementptr inbounds i8, ptr %4, i64 76
  %244 = load i32, ptr %243, align 4, !tbaa !17
  %245 = icmp ne i32 %244, 0
  %246 = getelementptr inbounds i8, ptr %4, i64 80
  %247 = load i32, ptr %246, align 4, !tbaa !17
  %248 = icmp ne i32 %247, 0
  %249 = getelementptr inbounds i8, ptr %4, i64 84
  %250 = load i32, ptr %249, align 4, !tbaa !17
  %251 = icmp ne i32 %250, 0
  %252 = getelementptr inbounds i8, ptr %4, i64 88
  %253 = load i32, ptr %252, align 4, !tbaa !17
  %254 = icmp ne i32 %253, 0
  %255 = getelementptr inbounds i8, ptr %4, i64 92
  %256 = load i32, ptr %255, align 4, !tbaa !17
  %257 = icmp ne i32 %256, 0
  %258 = getelementptr inbounds i8, ptr %4, i64 96
  %259 = load i32, ptr %258, align 4, !tbaa !17
  %260 = icmp ne i32 %259, 0
  %261 = getelementptr inbounds i8, ptr %4, i64 100
  %262 = load i32, ptr %261, align 4, !tbaa !17
  %263 = icmp ne i32 %262, 0
  %264 = select i1 %263, i1 %260, i1 false
  %265 = select i1 %264, i1 %257, i1 false
  %266 = select i1 %265, i1 %254, i1 false
  %267 = select i1 %266, i1 %251, i1 false
  %268 = select i1 %267, i1 %248, i1 false
  %269 = select i1 %268, i1 %245, i1 false
  %270 = select i1 %269, i1 %242, i1 false
  %271 = select i1 %270, i1 %239, i1 false
  %272 = select i1 %271, i1 %236, i1 false
  %273 = select i1 %272, i1 %233, i1 false
  %274 = select i1 %273, i1 %230, i1 false
  %275 = select i1 %274, i1 %227, i1 false
  %276 = select i1 %275, i1 %224, i1 false
  %277 = select i1 %276, i1 %221, i1 false
  %278 = select i1 %277, i1 %218, i1 false
  %279 = select i1 %278, i1 %215, i1 false
  %280 = select i1 %279, i1 %212, i1 false
  %281 = select i1 %280, i1 %209, i1 false
  %282 = select i1 %281, i1 %206, i1 false
  %283 = select i1 %282, i1 %203, i1 false
  %284 = select i1 %283, i1 %200, i1 false
  %285 = select i1 %284, i1 %197, i1 false
  %286 = select i1 %285, i1 %194, i1 false
  %287 = select i1 %286, i1 %191, i1 false
  %288 = select i1 %287, i1 %188, i1 false
  %289 = zext i1 %288 to i32
  %290 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef signext %289, i32 noundef signext %229)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  br label %294

291:                                              ; preds = %294
  %292 = getelementptr inbounds i8, ptr %5, i64 43
  store i8 0, ptr %292, align 1, !tbaa !9
  %293 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

294:                                              ; preds = %186, %294
  %295 = phi i64 [ 0, %186 ], [ %302, %294 ]
  %296 = phi i8 [ 116, %186 ], [ %305, %294 ]
  %297 = phi ptr [ @.str, %186 ], [ %304, %294 ]
  %298 = add i8 %296, -97
  %299 = icmp ult i8 %298, 26
  %300 = add nsw i8 %296, -32
  %301 = select i1 %299, i8 %300, i8 %296
  %302 = add nuw nsw i64 %295, 1
  %303 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %295
  store i8 %301, ptr %303, align 1, !tbaa !9
  %304 = getelementptr inbounds i8, ptr %297, i64 1
  %305 = load i8, ptr %304, align 1, !tbaa !9
  %306 = icmp eq i64 %302, 43
  br i1 %306, label %291, label %294, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !10, i64 0}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
