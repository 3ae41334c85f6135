import { isBrandPlan, isQuotedByChat, isServicePlan } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { ApiError } from '../http/errors';

/** The Corporativo plan is quoted by chat; a service id sent to the brand call (or the reverse) is a mistake worth naming. */
export function assertBrandPlan(planoId: number): void {
  if (isQuotedByChat(planoId)) throw new ApiError(400, messages.register.planQuotedByChat);
  if (!isBrandPlan(planoId))
    throw new ApiError(400, isServicePlan(planoId) ? messages.orders.brandPlanOnly : messages.register.planUnknown);
}

export function assertServicePlan(planoId: number): void {
  if (!isServicePlan(planoId))
    throw new ApiError(
      400,
      isBrandPlan(planoId) || isQuotedByChat(planoId) ? messages.orders.servicePlanOnly : messages.register.planUnknown,
    );
}
